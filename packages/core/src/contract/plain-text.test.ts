import { describe, expect, it } from 'vitest'
import { hasHiddenCharacters } from './plain-text.ts'

describe('text without hidden characters', () => {
  it('keeps what shoppers write: Arabic, Latin, emoji, Persian ZWNJ, direction marks', () => {
    for (const text of [
      'نورة السعد',
      'Noura Saad',
      'مبنى ١٢، طريق الملك فهد',
      'Sara 🌸',
      '👨‍👩‍👧 Family',
      '👩🏽‍💻 Dev',
      'می‌خواهم', // Persian: ZWNJ between two letters
      'Order \u200F#12', // RLM marks a direction, changes nothing else
    ]) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(false)
    }
    expect(hasHiddenCharacters('line one\nline two\ttab', { lines: true })).toBe(false)
  })

  it('refuses control characters, direction overrides and invisible characters', () => {
    for (const text of [
      'Noura\u0000',
      'Nou\u0007ra',
      'a\u0085b',
      'evil\u202Etxt.exe',
      'x\u2066y\u2069',
      'ad\u200Bmin',
      'ad\u2060min',
      '\uFEFFNoura',
      'ad\u200Cmin', // ZWNJ between Latin letters hides nothing legitimate
      '\u200Dnoura',
      'line\none',
    ]) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true)
    }
    expect(hasHiddenCharacters('a\u0000b', { lines: true })).toBe(true)
  })
})
