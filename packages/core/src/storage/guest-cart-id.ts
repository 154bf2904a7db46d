import type { KeyValueStorage } from './key-value-storage.ts'
import { DEFAULT_STORAGE_KEYS } from './keys.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The guest's cart id (spec §3): a uuid kept under `guest-cart-uiid`, or null when none yet. */
export const readGuestCartId = (
  storage: KeyValueStorage,
  key: string = DEFAULT_STORAGE_KEYS.guestCartId,
): string | null => {
  const value = storage.getItem(key)
  return value && UUID.test(value) ? value : null
}

/** The guest's cart id, generated and stored on first use. */
export const ensureGuestCartId = (
  storage: KeyValueStorage,
  key: string = DEFAULT_STORAGE_KEYS.guestCartId,
): string => {
  const existing = readGuestCartId(storage, key)
  if (existing) return existing
  const created = globalThis.crypto.randomUUID()
  storage.setItem(key, created)
  return created
}
