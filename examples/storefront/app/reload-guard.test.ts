import { createMemoryStorage, RELOAD_GUARD_LIFETIME_MS } from '@matjar/core'
import { describe, expect, it } from 'vitest'
import { isChunkLoadError, reloadOnce } from './reload-guard.ts'

describe('reloading after a chunk failed to load', () => {
  const setup = () => {
    let now = 50_000
    const storage = createMemoryStorage()
    const reloads: string[] = []
    const fail = (path: string) =>
      reloadOnce({ storage, path, reload: () => reloads.push(path), now: () => now })
    return { storage, reloads, fail, wait: (ms: number) => (now += ms) }
  }

  it('reloads once, then shows the error instead of reloading the same page again', () => {
    const { reloads, fail, wait } = setup()
    expect(fail('/auth?page=register')).toBe(true)
    wait(2_000)
    expect(fail('/auth?page=register')).toBe(false)
    expect(fail('/auth?page=register')).toBe(false)
    expect(reloads).toEqual(['/auth?page=register'])
  })

  it('reloads again once the 10 seconds have passed', () => {
    const { reloads, fail, wait } = setup()
    fail('/cart')
    wait(RELOAD_GUARD_LIFETIME_MS - 1)
    expect(fail('/cart')).toBe(false)
    wait(1)
    expect(fail('/cart')).toBe(true)
    expect(reloads).toEqual(['/cart', '/cart'])
  })

  it('does not hold back another page', () => {
    const { reloads, fail } = setup()
    fail('/cart')
    expect(fail('/products')).toBe(true)
    expect(reloads).toEqual(['/cart', '/products'])
  })

  it('keeps the path and its expiry in the storage it was given', () => {
    const { storage, fail } = setup()
    fail('/cart')
    const stored: unknown = JSON.parse(storage.getItem('matjar-reload-guard') ?? 'null')
    expect(stored).toEqual({ path: '/cart', expiresAt: 50_000 + RELOAD_GUARD_LIFETIME_MS })
  })

  it('knows a chunk failure from other errors, in the wording of each browser', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/auth-x.js'),
      ),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
