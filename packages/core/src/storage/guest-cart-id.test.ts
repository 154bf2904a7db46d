import { describe, expect, it } from 'vitest'
import { ensureGuestCartId, readGuestCartId } from './guest-cart-id.ts'
import { createMemoryStorage } from './key-value-storage.ts'

describe('guest cart id', () => {
  it('is generated once under guest-cart-uiid and then reused', () => {
    const storage = createMemoryStorage()
    expect(readGuestCartId(storage)).toBeNull()
    const id = ensureGuestCartId(storage)
    expect(storage.getItem('guest-cart-uiid')).toBe(id)
    expect(ensureGuestCartId(storage)).toBe(id)
  })
  it('ignores a stored value that is not a uuid', () => {
    const storage = createMemoryStorage()
    storage.setItem('guest-cart-uiid', 'not-a-uuid')
    expect(readGuestCartId(storage)).toBeNull()
    expect(ensureGuestCartId(storage)).not.toBe('not-a-uuid')
  })
})
