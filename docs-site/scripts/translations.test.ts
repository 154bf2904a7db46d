import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { arabicLinks, headerFor, translationProblems } from './translations.ts'

/** A docs/ folder of its own: `files` maps paths under it to their text. */
const docsWith = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'matjar-translations-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
/** Writes docs/ar/<source> in `root`. */
const writeArabic = (root: string, source: string, text: string) => {
  mkdirSync(dirname(join(root, 'ar', source)), { recursive: true })
  writeFileSync(join(root, 'ar', source), text)
}
const GUIDES = ['guides/*.md']
const english = '# Cart\n\nAdd a line.\n\n```ts\nadd(line)\n```\n'
const arabic = '# السلة\n\nأضف سطرًا.\n\n```ts\nadd(line)\n```\n'

describe('translationProblems', () => {
  it('passes a guide whose Arabic page names the hash of the English page as it is', () => {
    const root = docsWith({ 'guides/cart.md': english })
    writeArabic(root, 'guides/cart.md', `${headerFor(root, 'guides/cart.md')}\n${arabic}`)
    expect(translationProblems(root, GUIDES)).toEqual([])
  })

  it('names a guide that has no Arabic page, a new one included', () => {
    const root = docsWith({ 'guides/cart.md': english, 'guides/wishlist.md': '# Wishlist\n' })
    writeArabic(root, 'guides/cart.md', `${headerFor(root, 'guides/cart.md')}\n${arabic}`)
    const problems = translationProblems(root, GUIDES)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^docs\/guides\/wishlist\.md has no Arabic page: write docs\/ar\/guides\/wishlist\.md/,
    )
  })

  it('names an Arabic page older than its English source, with both hashes', () => {
    const root = docsWith({ 'guides/cart.md': english })
    const old = headerFor(root, 'guides/cart.md')
    writeArabic(root, 'guides/cart.md', `${old}\n${arabic}`)
    writeFileSync(join(root, 'guides/cart.md'), `${english}\nA new paragraph.\n`)
    const [problem, ...others] = translationProblems(root, GUIDES)
    expect(others).toEqual([])
    expect(problem).toContain('docs/ar/guides/cart.md is older than docs/guides/cart.md')
    expect(problem).toContain(old.match(/sha256:\w+/)?.[0])
    expect(problem).toContain(headerFor(root, 'guides/cart.md').match(/sha256:\w+/)?.[0])
  })

  it('names an Arabic page without its first line, or whose code is not the English code', () => {
    const root = docsWith({ 'guides/cart.md': english, 'testing.md': english })
    writeArabic(root, 'guides/cart.md', arabic)
    writeFileSync(
      join(root, 'ar/testing.md'),
      `${headerFor(root, 'testing.md')}\n${arabic.replace('add(line)', 'add(سطر)')}`,
    )
    expect(translationProblems(root, [...GUIDES, 'testing.md'])).toEqual([
      expect.stringMatching(
        /^docs\/ar\/guides\/cart\.md does not start with its `<!-- translation-of/,
      ),
      expect.stringMatching(
        /^docs\/ar\/testing\.md: code block, check comment or include 1 is not/,
      ),
    ])
  })

  it('refreshing the first line is what brings a page up to date', () => {
    const root = docsWith({ 'guides/cart.md': english })
    writeArabic(root, 'guides/cart.md', `${headerFor(root, 'guides/cart.md')}\n${arabic}`)
    writeFileSync(join(root, 'guides/cart.md'), english.replace('Add', 'Put'))
    expect(translationProblems(root, GUIDES)).toHaveLength(1)
    const text = readFileSync(join(root, 'ar/guides/cart.md'), 'utf8').split('\n').slice(1)
    writeArabic(root, 'guides/cart.md', [headerFor(root, 'guides/cart.md'), ...text].join('\n'))
    expect(translationProblems(root, GUIDES)).toEqual([])
  })
})

describe('arabicLinks', () => {
  const site: Record<string, string> = {
    'guides/cart.md': '/guides/cart/',
    'sessions.md': '/guides/sessions/',
  }
  const resolve = arabicLinks(
    (docsPath, hash) => site[docsPath] && `${site[docsPath]}${hash ? `#${hash}` : ''}`,
    new Set(['guides/cart.md']),
  )

  it('sends a link to an Arabic page to its /ar/ address, its Arabic anchor kept', () => {
    expect(resolve('ar/guides/cart.md', 'رموز-الخصم')).toBe('/ar/guides/cart/#رموز-الخصم')
  })

  it('sends a link to an English page to the English page', () => {
    expect(resolve('sessions.md', 'who-is-calling')).toBe('/guides/sessions/#who-is-calling')
    expect(resolve('guides/cart.md', '')).toBe('/guides/cart/')
  })

  it('finds no page for an Arabic page that does not exist (the generator then fails)', () => {
    expect(resolve('ar/sessions.md', '')).toBeUndefined()
  })
})
