import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseMessage, placeholdersOf } from '@matjar/core'
import { describe, expect, it } from 'vitest'

const folder = import.meta.dirname
const app = join(folder, '..')
const books = readdirSync(folder)
  .filter((file) => file.endsWith('.en.ts'))
  .map((file) => file.slice(0, -'.en.ts'.length))

/** The app's own code (not the catalogues themselves), where every key must be used. */
const sources = (function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : walk(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
})(app).map((path) => ({ path: relative(app, path), text: readFileSync(path, 'utf8') }))

/** A key written out (`'orderNumber'`), or one of a family named in a template (`status.${…}`). */
const isUsed = (key: string) =>
  sources.some(
    ({ text }) =>
      text.includes(`'${key}'`) ||
      (key.includes('.') && text.includes(`\`${key.slice(0, key.lastIndexOf('.'))}.\${`)),
  )

describe.each(books)('the %s catalogue', async (book) => {
  const en: Record<string, string> = (await import(`./${book}.en.ts`)).default
  const ar: Record<string, string> = (await import(`./${book}.ar.ts`)).default

  // Same keys in both: each Arabic book is a Record of its English keys, so the compiler refuses
  // a missing or extra key.
  it('holds the same placeholders in English and Arabic', () => {
    for (const key of Object.keys(en)) {
      expect({ key, names: placeholdersOf(ar[key] ?? '').sort() }).toEqual({
        key,
        names: placeholdersOf(en[key] ?? '').sort(),
      })
    }
  })

  it('holds ICU messages the shop’s formatter renders', () => {
    for (const [key, message] of [...Object.entries(en), ...Object.entries(ar)]) {
      expect(() => parseMessage(message), key).not.toThrow()
    }
  })

  it('holds no key the shop does not use', () => {
    expect(Object.keys(en).filter((key) => !isUsed(key))).toEqual([])
  })
})

describe('the catalogues together', () => {
  it('give each key one home: no key in two catalogues', async () => {
    const homes = new Map<string, string[]>()
    for (const book of books) {
      const en: Record<string, string> = (await import(`./${book}.en.ts`)).default
      for (const key of Object.keys(en)) homes.set(key, [...(homes.get(key) ?? []), book])
    }
    expect([...homes].filter(([, found]) => found.length > 1)).toEqual([])
  })
})
