import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const sourceRoot = join(import.meta.dirname, '..')

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

// The phone metadata weighs about 50 KiB gzip: only `@matjar/core/phone` may load it.
describe('phone metadata', () => {
  it('is imported by the phone folder only', () => {
    const importers = sourceFiles(sourceRoot)
      .filter((file) =>
        /from ['"](libphonenumber-js|[./]*\/phone\/)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(sourceRoot, file))
    expect(importers.every((file) => file.startsWith('phone/'))).toBe(true)
    expect(importers).toContain('phone/parse-phone.ts')
  })
})
