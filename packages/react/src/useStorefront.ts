'use client'

import type { Storefront } from '@matjar/core'
import { useStorefrontContext } from './StorefrontContext.ts'

/**
 * The provider's storefront, for calls the other hooks do not wrap: `client.call('checkout', …)`,
 * `client.call('applyPromoCode', …)`, `guestCartId()` for a guest's `uuid`. It never changes while
 * the provider lives, so reading it re-renders nothing.
 */
export const useStorefront = (): Storefront => useStorefrontContext('useStorefront').storefront
