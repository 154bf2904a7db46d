import { describe, expect, it } from 'vitest'
import { renderApiMarkdown } from './api-markdown.ts'
import type { Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'
import { createOpenApiDocument } from './openapi.ts'

const document = createOpenApiDocument()
const markdown = renderApiMarkdown(document)
// Tables are padded for the formatter; read them with single spaces.
const flat = (text: string) => text.replace(/ {2,}/g, ' ')

describe('docs/api.md', () => {
  it('has a section for every endpoint, with its method and path', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      expect(markdown, name).toContain(`### ${name}\n\n\`${endpoint.method} ${endpoint.path}\``)
    }
  })

  it('says who may call, and lists each failure status with its meaning', () => {
    const section = flat(
      markdown.slice(markdown.indexOf('### rechargeWallet'), markdown.indexOf('## Points')),
    )
    expect(section).toContain('Who may call: a signed-in customer (bearer token required).')
    expect(section).toContain('| `Idempotency-Key` | string | yes |')
    expect(section).toContain('| `amount` | [Money](#schema-money) | yes |')
    for (const [status, meaning] of Object.entries(endpoints.rechargeWallet.errors)) {
      expect(section).toContain(`| ${status} | ${meaning} |`)
    }
  })

  it('links only to anchors it has', () => {
    const anchors = new Set([
      ...[...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]),
      ...[...markdown.matchAll(/^#{2,3} (\S+)$/gm)].map((m) => m[1]?.toLowerCase()),
    ])
    const links = [...markdown.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(100)
    for (const link of new Set(links)) expect(anchors, link).toContain(link)
  })

  it('describes every named schema', () => {
    for (const name of Object.keys(document.components.schemas)) {
      expect(markdown, name).toContain(`<a id="schema-${name.toLowerCase()}"></a>\n\n### ${name}`)
    }
  })

  it('is the same text every time, ending in one newline', () => {
    expect(renderApiMarkdown()).toBe(markdown)
    expect(markdown.endsWith('.\n') || markdown.endsWith('|\n')).toBe(true)
    expect(markdown).not.toMatch(/\n{3}/)
  })
})
