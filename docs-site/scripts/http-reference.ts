/**
 * The HTTP API pages of the site: the reference that packages/core writes to docs/api.md from the
 * contract's OpenAPI document, split into a page per part of the shop, with a request and an
 * answer example under every call (see http-examples.ts).
 */
import {
  createOpenApiDocument,
  type Endpoint,
  endpoints,
  type OpenApiOperation,
} from '@matjar/core'
import { renderApiMarkdown } from '../../packages/core/src/contract/api-markdown.ts'
import { callExample } from './http-examples.ts'

export const HTTP_SLUG = 'reference/http'
const SCHEMAS_SLUG = `${HTTP_SLUG}/schemas`

export interface HttpPage {
  slug: string
  title: string
  label?: string
  order: number
  body: string
}

const pageSlugOf = (tag: string) => `${HTTP_SLUG}/${tag.toLowerCase()}`

/** Where `api.md#<hash>` now lives: a call's page, or the schemas page. */
export const httpUrlOf = (hash: string): string | undefined => {
  if (!hash) return `/${HTTP_SLUG}/`
  if (hash.startsWith('schema-')) return `/${SCHEMAS_SLUG}/#${hash}`
  const call = Object.entries(endpoints as Record<string, Endpoint>).find(
    ([name]) => name.toLowerCase() === hash,
  )
  return call?.[1].tag ? `/${pageSlugOf(call[1].tag)}/#${hash}` : undefined
}

/** In-page links of docs/api.md point at other pages once it is split. */
const relink = (markdown: string) =>
  markdown.replace(/\]\(#([a-z0-9-]+)\)/g, (whole, hash: string) => {
    const url = httpUrlOf(hash)
    return url ? `](${url})` : whole
  })

const exampleOf = (name: string, document: ReturnType<typeof createOpenApiDocument>) => {
  const endpoint = (endpoints as Record<string, Endpoint>)[name]
  if (!endpoint) return { lines: [], refused: [] }
  const method = endpoint.method.toLowerCase() as keyof NonNullable<(typeof document.paths)[string]>
  const operation = document.paths[endpoint.path]?.[method] as OpenApiOperation
  const example = callExample(document, endpoint, operation)
  const status = endpoint.created ? '201 Created' : '200 OK'
  const lines = [
    '**Example**',
    '',
    '```http title="Request"',
    example.request,
    '```',
    '',
    ...(example.answer ? [`\`\`\`json title="Answer: ${status}"`, example.answer, '```', ''] : []),
  ]
  return { lines, refused: example.refused.map((part) => `${name}: ${part}`) }
}

/** The pages, and the calls whose built example the contract refused (left out). */
export const httpPages = (): { pages: HttpPage[]; refused: string[] } => {
  const document = createOpenApiDocument()
  const markdown = renderApiMarkdown(document)
  const [head = '', ...sections] = markdown.split(/^## /m)
  const intro = head.replace(/^# .*\n/, '').replace(/<!--[\s\S]*?-->\n*/g, '')
  const refused: string[] = []
  const pages: HttpPage[] = []
  const tagPages: { tag: string; calls: string[] }[] = []

  for (const section of sections) {
    const [titleLine = '', ...rest] = section.split('\n')
    const title = titleLine.trim()
    if (title === 'Contents') continue
    if (title === 'Schemas') {
      pages.push({
        slug: SCHEMAS_SLUG,
        title: 'Schemas',
        order: 100,
        body: relink(rest.join('\n')),
      })
      continue
    }
    const [about = '', ...calls] = rest.join('\n').split(/^(?=### )/m)
    const body = [about.trim(), '']
    const names: string[] = []
    for (const call of calls) {
      const name = /^### (\w+)/.exec(call)?.[1] ?? ''
      names.push(name)
      const example = exampleOf(name, document)
      refused.push(...example.refused)
      body.push(call.trimEnd(), '', ...example.lines)
    }
    tagPages.push({ tag: title, calls: names })
    pages.push({
      slug: pageSlugOf(title),
      title: `${title} calls`,
      label: title,
      order: tagPages.length,
      body: relink(body.join('\n')),
    })
  }

  pages.unshift({
    slug: HTTP_SLUG,
    title: 'HTTP API',
    label: 'Overview',
    order: 0,
    body: [
      intro.trim(),
      '',
      'The OpenAPI 3.1 document of these calls: [openapi.json](/openapi.json) (what the reference',
      'API serves at `GET /openapi.json`). Each call below shows a request and an answer built',
      "from the contract's samples and checked against the contract.",
      '',
      '## Calls',
      '',
      ...tagPages.map(
        ({ tag, calls }) =>
          `- **[${tag}](/${pageSlugOf(tag)}/)**: ${calls.map((c) => `[${c}](/${pageSlugOf(tag)}/#${c.toLowerCase()})`).join(', ')}`,
      ),
      `- **[Schemas](/${SCHEMAS_SLUG}/)**: every named part of the bodies.`,
      '',
    ].join('\n'),
  })
  return { pages, refused }
}

/** The OpenAPI document itself, served beside the pages. */
export const openApiJson = () => `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`
