import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const sourceRoot = join(import.meta.dirname, '..')

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

const files = sourceFiles(sourceRoot)
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)].map(([, from]) =>
    from?.startsWith('.') ? join(dirname(file), from) : (from ?? ''),
  )

/** The modules that load libphonenumber-js, directly or through another module. */
const heavy = new Set<string>()
for (let grew = true; grew; ) {
  grew = false
  for (const file of files) {
    if (heavy.has(file)) continue
    if (importsOf(file).some((from) => from.startsWith('libphonenumber-js') || heavy.has(from))) {
      heavy.add(file)
      grew = true
    }
  }
}

// The phone metadata weighs about 50 KiB gzip: only `@matjar/core/phone` may load it. The phone
// folder also holds light modules (the country list) that the rest of core may import.
describe('phone metadata', () => {
  it('is loaded by phone modules only, and none of them is imported from outside the folder', () => {
    const names = [...heavy].map((file) => relative(sourceRoot, file))
    expect(names).toContain('phone/parse-phone.ts')
    expect(names.every((name) => name.startsWith('phone/'))).toBe(true)
    const outside = files
      .filter((file) => !relative(sourceRoot, file).startsWith('phone/'))
      .filter((file) => importsOf(file).some((from) => heavy.has(from)))
      .map((file) => relative(sourceRoot, file))
    expect(outside).toEqual([])
  })

  it('stays out of the main entry, which imports the light country list', () => {
    const main = importsOf(join(sourceRoot, 'index.ts'))
    expect(main).toContain(join(sourceRoot, 'phone/phone-countries.ts'))
    expect(main.filter((from) => heavy.has(from))).toEqual([])
  })
})
