import { describe, expect, it } from 'vitest'
import { messages } from './catalogue.ts'
import { type MessageKey, translate } from './translate.ts'

const keys = Object.keys(messages) as MessageKey[]
/** The placeholders a message left unfilled: `translate` keeps a missing value as `{name}`. */
const unfilled = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe("the API's messages", () => {
  it('are ICU messages with the same placeholders in English and Arabic', () => {
    for (const key of keys) {
      const en = translate('en', key)
      const ar = translate('ar', key)
      expect(ar, key).not.toBe('')
      expect(unfilled(ar), key).toEqual(unfilled(en))
    }
  })

  it('fill their placeholders', () => {
    expect(translate('ar', 'discountPercent', { percent: 20 })).toBe('خصم 20%')
    expect(translate('en', 'discountPercent', { percent: 20 })).toBe('-20%')
    expect(translate('en', 'resetMailText', { code: '12345678', minutes: 30 })).toBe(
      'Your code is 12345678. It works once, for 30 minutes. If you did not ask for it, ignore this mail.',
    )
  })
})
