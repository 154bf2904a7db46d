import { parseArgs } from 'node:util'

/** The frameworks a shop can be started in: one template folder each. */
export const FRAMEWORKS = ['react-router', 'next'] as const
export type Framework = (typeof FRAMEWORKS)[number]

/** The reference API as its README starts it (`pnpm --filter ./examples/api start`). */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000'
export const DEFAULT_FOLDER = 'my-shop'

/**
 * What the shop calls: a Storefront API at a URL (`api`), or `@matjar/testing`'s in-memory backend
 * served by the shop's own `npm run api:memory` (`memory`: no server or database to set up).
 */
export const BACKENDS = ['api', 'memory'] as const
export type Backend = (typeof BACKENDS)[number]
/** Where `npm run api:memory` (`matjar-memory-api`) answers. */
export const MEMORY_API_URL = 'http://127.0.0.1:4100'

export const USAGE = `Usage: npm create matjar@latest [folder] -- [options]

Starts a bilingual (English/Arabic) shop on the Matjar SDK in a new folder: home, listing with
filters, product page, cart with promo code, sign-in and sign-up, account (orders, wallet),
English at /, Arabic at /ar/, light and dark.

  --framework <name>   react-router (React Router, framework mode) or next (Next.js App Router)
  --api-url <url>      where the Storefront API answers (${DEFAULT_API_URL}, the reference API)
  --backend <name>     api (a Storefront API at --api-url) or memory (@matjar/testing's
                       in-memory backend with its fixture shop, run by \`npm run api:memory\`
                       at ${MEMORY_API_URL}: no server or database to set up)
  -y, --yes            ask nothing: the defaults for whatever is not given
  -h, --help           this text
`

/** What the command line says; what it leaves out is asked, or defaulted with `--yes`. */
export interface Choices {
  folder?: string
  framework?: Framework
  apiUrl?: string
  backend?: Backend
  yes: boolean
}

const isFramework = (name: string): name is Framework =>
  (FRAMEWORKS as readonly string[]).includes(name)

/** An error to print, or null for a usable API URL. */
export const checkApiUrl = (url: string): string | null =>
  URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
    ? null
    : `Not an http(s) URL: ${url} (e.g. ${DEFAULT_API_URL})`

/** An error to print, or null for a backend this starter can use. */
export const checkBackend = (name: string): string | null =>
  (BACKENDS as readonly string[]).includes(name)
    ? null
    : `No backend "${name}": choose ${BACKENDS.join(' or ')}`

/** An error to print, or null for a framework this starter has. */
export const checkFramework = (name: string): string | null =>
  isFramework(name) ? null : `No template for "${name}": choose ${FRAMEWORKS.join(' or ')}`

/** An error to print, or null for a folder name npm accepts as a package name too. */
export const checkFolder = (folder: string): string | null =>
  /^[a-z0-9][a-z0-9._-]*$/.test(folder.split('/').at(-1) ?? '')
    ? null
    : `"${folder}" cannot name a package: use lowercase letters, digits, "-", "." or "_"`

/** Reads the command line; a string is a usage error to print. */
export function readChoices(args: string[]): Choices | 'help' | string {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    return (error as Error).message
  }
  const { values, positionals } = parsed
  if (values.help) return 'help'
  if (positionals.length > 1)
    return `One folder, not ${positionals.length}: ${positionals.join(' ')}`
  const [folder] = positionals
  const problem =
    (folder !== undefined && checkFolder(folder)) ||
    (values.framework !== undefined && checkFramework(values.framework)) ||
    (values['api-url'] !== undefined && checkApiUrl(values['api-url'])) ||
    (values.backend !== undefined && checkBackend(values.backend)) ||
    (values.backend === 'memory' && values['api-url'] !== undefined
      ? '--api-url is for --backend api: the in-memory backend answers at its own address'
      : null)
  if (problem) return problem
  return {
    yes: values.yes ?? false,
    ...(folder === undefined ? {} : { folder }),
    ...(values.framework === undefined ? {} : { framework: values.framework as Framework }),
    ...(values['api-url'] === undefined ? {} : { apiUrl: values['api-url'] }),
    ...(values.backend === undefined ? {} : { backend: values.backend as Backend }),
  }
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      framework: { type: 'string' },
      'api-url': { type: 'string' },
      backend: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      help: { type: 'boolean', short: 'h' },
    },
  })
