import type { Language } from '../locale/language.ts'
import type { KeyValueStorage } from './key-value-storage.ts'

const PREFIX = 'matjar-cache'

/**
 * Language-specific answers cached in session storage under separate English and Arabic keys
 * (spec §4): a switch of language never shows the other language's names. `clear()` runs on a
 * language change and on page unload.
 */
export const createSessionCache = (storage: KeyValueStorage, prefix: string = PREFIX) => {
  const keyOf = (language: Language, name: string) => `${prefix}:${language}:${name}`
  const index = `${prefix}:keys`
  const known = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(index) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  }
  return {
    get<T>(language: Language, name: string): T | undefined {
      const raw = storage.getItem(keyOf(language, name))
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        storage.removeItem(keyOf(language, name))
        return undefined
      }
    },
    set(language: Language, name: string, value: unknown): void {
      const key = keyOf(language, name)
      storage.setItem(key, JSON.stringify(value))
      const keys = known()
      if (!keys.includes(key)) storage.setItem(index, JSON.stringify([...keys, key]))
    },
    /** Forgets every cached answer, in both languages. */
    clear(): void {
      for (const key of known()) storage.removeItem(key)
      storage.removeItem(index)
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>
