import { describe, expect, it } from 'vitest'
import { adoptGuestCartCookie, guestCartIdIn } from './guest-cart-cookie.ts'

const A = '0b6f1c4e-8d2a-4c51-9f3e-2a7d5b8c9e10'
const B = '5e2d9a71-3c4b-4f8e-a1d6-7b9c0e2f4a83'

/** A browser's localStorage and document.cookie, as far as adopting reads and writes them. */
const browser = (cookie: string, stored: string | null) => {
  const items = new Map<string, string>(stored ? [['guest-cart-uiid', stored]] : [])
  const written: string[] = []
  const document = {
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      written.push(value)
    },
    location: { protocol: 'https:' } as Location,
  }
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  return { document, storage, items, written }
}

describe('the guest cart cookie', () => {
  it('gives the SDK the cart the server made without JavaScript', () => {
    const made = browser(`lang=ar; guest-cart-uiid=${A}`, B)
    adoptGuestCartCookie(made.storage, made.document)
    expect(made.items.get('guest-cart-uiid')).toBe(A)
    expect(made.written).toEqual([])
  })

  it("gives the SDK's cart a cookie, so the server's forms name it too", () => {
    const made = browser('lang=en', A)
    adoptGuestCartCookie(made.storage, made.document)
    expect(made.written).toEqual([
      `guest-cart-uiid=${A}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    ])
  })

  it('reads only a uuid', () => {
    expect(guestCartIdIn(`guest-cart-uiid=${A}`)).toBe(A)
    expect(guestCartIdIn('guest-cart-uiid=1%3B%20x')).toBeNull()
    expect(guestCartIdIn(null)).toBeNull()
  })
})
