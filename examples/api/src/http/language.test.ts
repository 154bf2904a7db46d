import { describe, expect, it } from 'vitest'
import { languageOf } from './language.ts'

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-sa', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,ar;q=0.8,en;q=0.5', 'ar'],
    ['en;q=0.4,ar;q=0.6', 'ar'],
    ['ar;q=0', 'en'],
    ['de, fr', 'en'],
    ['*', 'en'],
  ] as const)('%j reads as %s', (header, language) => {
    expect(languageOf(header)).toBe(language)
  })
})
