import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_ROOT, expandIncludes, firstSentence, rewriteLinks, splitTitle } from './markdown.ts'

const page = join(DOCS_ROOT, 'guides', 'cart.md')
const sitePages: Record<string, string> = { 'react/README.md': '/reference/react/' }
const resolve = (docsPath: string, hash: string) =>
  sitePages[docsPath] ? `${sitePages[docsPath]}${hash ? `#${hash}` : ''}` : undefined

describe('rewriteLinks', () => {
  it('sends a link to another page of docs/ to its address on the site, keeping the anchor', () => {
    expect(rewriteLinks('See [hooks](../react/README.md#usecart).', page, resolve, undefined)).toBe(
      'See [hooks](/reference/react/#usecart).',
    )
  })

  it('leaves code alone: fenced blocks and inline code', () => {
    const text = 'A line `[x](../react/README.md)` and\n\n```md\n[y](../react/README.md)\n```\n'
    expect(rewriteLinks(text, page, resolve, undefined)).toBe(text)
  })

  it('links a file of the repository to the repository, or keeps only its text', () => {
    const text = 'The [consumer app](../../examples/consumers/vite/src/main.jsx).'
    expect(rewriteLinks(text, page, resolve, 'https://code.example/matjar')).toBe(
      'The [consumer app](https://code.example/matjar/blob/HEAD/examples/consumers/vite/src/main.jsx).',
    )
    expect(rewriteLinks(text, page, resolve, undefined)).toBe('The consumer app.')
  })

  it('fails on a link to a page or a file that does not exist', () => {
    expect(() => rewriteLinks('[gone](../nowhere.md)', page, resolve, undefined)).toThrow(
      'docs/guides/cart.md links to ../nowhere.md: no such page',
    )
    expect(() => rewriteLinks('[gone](../../nowhere.ts)', page, resolve, undefined)).toThrow(
      'no such file',
    )
  })
})

describe('expandIncludes', () => {
  it('puts the file a line includes in its place, titled by its path', () => {
    const text = '[main](../../examples/consumers/node/script.mjs "include")\n'
    const expanded = expandIncludes(text, page)
    expect(expanded).toMatch(/^```js title="examples\/consumers\/node\/script\.mjs"\n/)
    expect(expanded).toContain("import { createStorefront } from '@matjar/core'")
  })

  it('keeps an ordinary link to the same file a link', () => {
    const text = 'Read [the script](../../examples/consumers/node/script.mjs).\n'
    expect(expandIncludes(text, page)).toBe(text)
  })
})

describe('splitTitle and firstSentence', () => {
  it('takes the first heading as the title and the first sentence as the description', () => {
    const { title, body } = splitTitle('# Cart\n\nThe cart answers at once. It keeps…\n', 'x')
    expect(title).toBe('Cart')
    expect(firstSentence(body)).toBe('The cart answers at once.')
  })
})
