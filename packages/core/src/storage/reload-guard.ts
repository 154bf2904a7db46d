import type { KeyValueStorage } from './key-value-storage.ts'

/** The reload guard lives 10 seconds (spec §9). */
export const RELOAD_GUARD_LIFETIME_MS = 10_000
const KEY = 'matjar-reload-guard'

interface GuardRecord {
  path: string
  expiresAt: number
}

/**
 * Guards against reload loops (spec §4): before reloading a page after a failure, `mark(path)`
 * stores the path and an expiry in session storage; `isGuarded(path)` says whether that page
 * was reloaded less than 10 seconds ago, so the caller shows the error instead of reloading again.
 */
export const createReloadGuard = (
  storage: KeyValueStorage,
  now: () => number = Date.now,
  key: string = KEY,
) => {
  const read = (): GuardRecord | null => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? 'null')
      if (
        value &&
        typeof value === 'object' &&
        typeof (value as GuardRecord).path === 'string' &&
        typeof (value as GuardRecord).expiresAt === 'number'
      ) {
        return value as GuardRecord
      }
    } catch {}
    return null
  }
  return {
    mark(path: string): void {
      storage.setItem(key, JSON.stringify({ path, expiresAt: now() + RELOAD_GUARD_LIFETIME_MS }))
    },
    isGuarded(path: string): boolean {
      const record = read()
      if (!record) return false
      if (record.expiresAt <= now()) {
        storage.removeItem(key)
        return false
      }
      return record.path === path
    },
  }
}
