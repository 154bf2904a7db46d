// One writer per preference in the browser (docs/architecture.md, "Language and colour mode"):
// every place in the shop's code and the packages it ships that writes the `lang` cookie,
// `<html lang dir>` or `<html data-color-mode>`, or makes something that can. A new one fails
// here: route it through the provider's preferences (`useStorefront().preferences`) instead.

import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

const WRITES = {
  '<html lang dir>': [
    /documentElement\.(lang|dir)\s*=(?!=)/,
    /setAttribute\(\s*['"](lang|dir)['"]/,
    /<html\b[^>]*\s(lang|dir)=/,
  ],
  '<html data-color-mode>': [
    /dataset\.colorMode\s*=(?!=)/,
    /setAttribute\(\s*['"]data-color-mode['"]/,
    /<html\b[^>]*\sdata-color-mode=/,
  ],
  // The cookie is written through a cookie jar; these make one, or preferences over one.
  'the lang cookie': [
    /\.cookie\s*=(?!=)/,
    /\.set\(\s*(languageCookie|['"]lang['"])/,
    /createPreferences\(/,
    /createDocumentCookieJar\(/,
  ],
} as const
type Kind = keyof typeof WRITES

/** The only one allowed to write in the browser, for each. */
const BROWSER_WRITER = 'packages/core/src/preferences/create-preferences.ts'
const ON_SERVER = 'server only'
/** A site that writes one cookie of its own, never `lang`, through no jar or preferences. */
const OWN_COOKIE = 'its own cookie'

/** Every other site, and why it is not a second writer in the browser. */
const KNOWN: Record<Kind, Record<string, string>> = {
  '<html lang dir>': {
    [BROWSER_WRITER]: 'the writer',
    'examples/storefront/app/root.tsx':
      'server: Layout renders them once; kept from the first render, React never writes them again',
    'examples/storefront/app/routes/user-profile/invoice-download.tsx': `${ON_SERVER}: a downloaded invoice document`,
    'examples/storefront/app/error-page.server.ts': `${ON_SERVER}: the page shown when rendering fails`,
  },
  '<html data-color-mode>': {
    [BROWSER_WRITER]: 'the writer',
    'examples/storefront/app/root.tsx':
      'server: Layout renders it once; kept from the first render, React never writes it again',
  },
  'the lang cookie': {
    [BROWSER_WRITER]: 'the writer',
    'packages/core/src/storage/cookie-jar.ts':
      'the jar itself: it writes what it is told, the lang cookie only for the preferences',
    'packages/core/src/storage/csrf-token.ts': 'its own jar: the CSRF cookie only',
    'packages/react/src/StorefrontProvider.tsx':
      'the page’s one preferences (the writer), made over document.cookie',
    'packages/react/src/useStorefrontPieces.ts':
      'the storefront’s jar: session cookies; it follows the provider’s preferences',
    'packages/core/src/storefront/create-storefront.ts':
      'a storefront’s preferences when none are given: memory only, no cookie, no page',
    'packages/core/src/server/read-request.ts': `${ON_SERVER}: reads the request's cookies`,
    'packages/core/src/server/proxy-answers.ts': `${ON_SERVER}: reads the request's language for the proxy's refusals`,
    'examples/storefront/app/cart/guest-cart-cookie.ts': `${OWN_COOKIE}: guest-cart-uiid, the guest cart's id a page without JavaScript shares with the server`,
    'examples/storefront/app/routes/switch-language.ts': `${ON_SERVER}: the switch without JavaScript (Set-Cookie)`,
  },
}

const sources = globSync(
  ['packages/*/src/**/*.{ts,tsx}', 'examples/storefront/app/**/*.{ts,tsx}'],
  {
    cwd: root,
  },
).filter((path) => !/\.test(-d)?\.tsx?$|\/test\//.test(path))

const sitesOf = (kind: Kind): string[] =>
  sources
    .filter((path) => {
      const code = readFileSync(`${root}${path}`, 'utf8')
      return WRITES[kind].some((pattern) => pattern.test(code))
    })
    .sort()

describe('one writer per preference in the browser', () => {
  it('scans the shop and the packages', () => {
    expect(sources.length).toBeGreaterThan(200)
    expect(sources).toContain(BROWSER_WRITER)
  })

  for (const kind of Object.keys(WRITES) as Kind[]) {
    it(`${kind}: the preferences write it; every other site is known and is no browser writer`, () => {
      expect(sitesOf(kind)).toEqual(Object.keys(KNOWN[kind]).sort())
    })
  }

  it('the root Layout renders <html> from its first render only', () => {
    const layout = readFileSync(`${root}examples/storefront/app/root.tsx`, 'utf8')
    expect(layout).toContain(
      '<html lang={served.lang} dir={served.dir} data-color-mode={served.colorMode}>',
    )
    expect(layout).toMatch(/const \[served\] = useState\(\(\) => \(/)
  })

  it('the shop’s own code makes no preferences and no cookie jar of its own in the browser', () => {
    const shop = sources.filter(
      (path) =>
        path.startsWith('examples/storefront/app/') &&
        !KNOWN['the lang cookie'][path]?.startsWith(ON_SERVER) &&
        !KNOWN['the lang cookie'][path]?.startsWith(OWN_COOKIE),
    )
    for (const path of shop) {
      expect(readFileSync(`${root}${path}`, 'utf8'), path).not.toMatch(
        /createPreferences\(|createDocumentCookieJar\(|\.cookie\s*=(?!=)/,
      )
    }
  })
})
