import { describe, expect, it } from 'vitest'
import { parseMessage, placeholdersOf } from './parse-message.ts'
import { isRefusalKey, refusalMessages } from './refusals.ts'

const en = refusalMessages.loaded('en')!
const ar = refusalMessages.loaded('ar')!

describe("the contract's refusals", () => {
  it('answer in both languages at once, nothing to load', () => {
    expect(refusalMessages.translate('en', 'notFound')).toBe('Not Found')
    expect(refusalMessages.translate('ar', 'invalidData')).toBe('البيانات المرسلة غير صالحة')
  })

  it('are plain ICU messages, the Arabic in Arabic script', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
    for (const [key, message] of [...Object.entries(en), ...Object.entries(ar)]) {
      expect(() => parseMessage(message), key).not.toThrow()
      expect(placeholdersOf(message), key).toEqual([])
    }
    for (const [key, message] of Object.entries(ar)) {
      expect({ key, arabic: /[\u0600-\u06ff]/.test(message) }).toEqual({ key, arabic: true })
    }
  })

  it('tell their keys from other messages', () => {
    expect(isRefusalKey('placeUnknown')).toBe(true)
    expect(isRefusalKey('signedIn')).toBe(false)
    expect(isRefusalKey('toString')).toBe(false)
  })
})
