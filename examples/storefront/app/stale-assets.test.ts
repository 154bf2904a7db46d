import { createMemoryStorage, createReloadGuard } from '@matjar/core'
import { describe, expect, it } from 'vitest'
import { isStaleAssetError, reloadForNewAssets } from './stale-assets.ts'

describe('a page whose scripts are gone after a release', () => {
  it('is reloaded once, not again within 10 seconds, and again after them', () => {
    let now = 1_000
    const guard = createReloadGuard(createMemoryStorage(), () => now)
    let reloads = 0
    const reload = () => {
      reloads += 1
    }
    expect(reloadForNewAssets('/cart', reload, guard)).toBe(true)
    now += 9_999
    expect(reloadForNewAssets('/cart', reload, guard)).toBe(false)
    expect(reloads).toBe(1)
    // Another page is not held back by the first one's reload.
    expect(reloadForNewAssets('/products', reload, guard)).toBe(true)
    now += 10_001
    expect(reloadForNewAssets('/products', reload, guard)).toBe(true)
    expect(reloads).toBe(3)
  })

  it('is recognised by the browsers’ messages for a missing module', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop/assets/product-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
      'Unable to preload CSS for /assets/cart.css',
    ]) {
      expect(isStaleAssetError(new TypeError(message)), message).toBe(true)
    }
    expect(isStaleAssetError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isStaleAssetError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
