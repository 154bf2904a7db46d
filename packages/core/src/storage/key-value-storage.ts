/** The part of the Web Storage API the SDK uses; anything with these three methods will do. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Storage kept in memory: on the server, in tests, and where the browser refuses storage. */
export const createMemoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

/**
 * The browser's localStorage or sessionStorage when it is there and writable; memory otherwise
 * (server rendering, private modes that throw on write). Looked up only when called.
 */
export const createBrowserStorage = (kind: 'local' | 'session'): KeyValueStorage => {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
    if (!storage) return createMemoryStorage()
    const probe = '__matjar_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryStorage()
  }
}

/** Storage made on first use: lets a provider name the browser's storage without touching it. */
export const createLazyStorage = (create: () => KeyValueStorage): KeyValueStorage => {
  let storage: KeyValueStorage | undefined
  const get = () => {
    storage ??= create()
    return storage
  }
  return {
    getItem: (key) => get().getItem(key),
    setItem: (key, value) => get().setItem(key, value),
    removeItem: (key) => get().removeItem(key),
  }
}
