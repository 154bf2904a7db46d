import { describe, expect, it } from 'vitest'
import { readCookie, serializeCookie } from './cookies.ts'

describe('cookies', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('a=1; lang=ar; _token=x%20y', 'lang')).toBe('ar')
    expect(readCookie('a=1; _token=x%20y', '_token')).toBe('x y')
    expect(readCookie('a=1', 'lang')).toBeNull()
    expect(readCookie(undefined, 'lang')).toBeNull()
  })
  it('does not confuse a cookie whose name ends like another', () => {
    expect(readCookie('xlang=en; lang=ar', 'lang')).toBe('ar')
  })
  it('serializes with path, lifetime and SameSite', () => {
    expect(serializeCookie('lang', 'ar', { maxAgeSeconds: 31536000 })).toBe(
      'lang=ar; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
})
