import { describe, expect, it } from 'vitest'
import { ar } from './ar.ts'
import { isMessageKey } from './catalogues.ts'
import { en } from './en.ts'
import { parseMessage, placeholdersOf } from './parse-message.ts'

const keys = (catalogue: object) => Object.keys(catalogue).sort()

describe('message catalogues', () => {
  // Same keys in both: `ar` is a Record<MessageKey, string>, so the compiler refuses a missing
  // or extra key; no test repeats it.
  it('use the same placeholders in both languages', () => {
    for (const key of keys(en) as (keyof typeof en)[]) {
      expect({ key, names: placeholdersOf(ar[key]).sort() }).toEqual({
        key,
        names: placeholdersOf(en[key]).sort(),
      })
    }
  })

  it('are valid ICU messages of the rendered subset', () => {
    for (const catalogue of [en, ar]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(() => parseMessage(message), key).not.toThrow()
      }
    }
  })

  it('give Arabic texts in Arabic script, never left in English', () => {
    for (const [key, message] of Object.entries(ar)) {
      expect({ key, arabic: /[\u0600-\u06ff]/.test(message) }).toEqual({ key, arabic: true })
    }
  })

  it('hold the error catalogue of spec §8 word for word in English', () => {
    const texts = Object.values(en)
    for (const text of [
      'Not enough stock available',
      'Failed to add item to cart',
      'Failed to remove item from cart',
      'Warning',
      'Failed to add',
      'Failed to remove',
      'Failed to update',
      'Failed to get',
      'Failed to delete',
      'Failed to create',
      'Failed to login',
      'Failed to register',
      'Failed to logout',
      'Failed to update profile',
      'Failed to update password',
      'Failed to update email',
      'Sign in failed',
      'Registration Failed: Please check your input or try again',
      'Update Failed',
      'Cancel order failed',
      'Rate Order Failed',
      'Checkout Failed',
      'Failed to load orders',
      'Failed to load invoice',
      'Failed to create order. Please try again',
      'Network error or server not responding',
      'Submission Failed: There was an error submitting your form',
      'Page Not Found',
      'Error Loading Page: Please try again later',
      'Internal Server Error',
      'Page Not Found: {path}',
      'Sign up successfully',
      'Sign in successfully',
      'Sign out successfully',
      'Profile updated successfully',
      'Message sent successfully',
      'Added to cart',
      'Error in {field}',
      'Prev',
      'Next',
      'Load More',
    ]) {
      expect(texts).toContain(text)
    }
  })

  it('recognises its own keys only', () => {
    expect(isMessageKey('cart.add_failed')).toBe(true)
    expect(isMessageKey('cart.explode')).toBe(false)
    expect(isMessageKey('toString')).toBe(false)
    expect(isMessageKey(42)).toBe(false)
  })
})
