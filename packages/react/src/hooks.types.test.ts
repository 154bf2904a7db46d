import type {
  AuthState,
  CartState,
  Language,
  Money,
  Toast,
  WishlistToggleResult,
} from '@matjar/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { useAuth } from './useAuth.ts'
import type { useCart } from './useCart.ts'
import type { useLocale } from './useLocale.ts'
import type { useMoney } from './useMoney.tsx'
import type { useToasts } from './useToasts.ts'
import type { useWishlist } from './useWishlist.ts'

// Checked by `tsc` (the typecheck step): the public hooks keep the shapes SDK users rely on.
describe('public hook types', () => {
  it('useCart gives the cart state and promise-returning changes', () => {
    expectTypeOf<ReturnType<typeof useCart>>().toExtend<CartState>()
    expectTypeOf<ReturnType<typeof useCart>['add']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<ReturnType<typeof useCart>['remove']>().returns.toEqualTypeOf<Promise<boolean>>()
    expectTypeOf<ReturnType<typeof useCart>['subtotal']>().toEqualTypeOf<Money>()
  })
  it('useAuth gives the auth state and its calls', () => {
    expectTypeOf<ReturnType<typeof useAuth>>().toExtend<AuthState>()
    expectTypeOf<ReturnType<typeof useAuth>['logout']>().returns.toEqualTypeOf<Promise<void>>()
  })
  it('useWishlist toggles with a result', () => {
    expectTypeOf<ReturnType<typeof useWishlist>['toggle']>().returns.toEqualTypeOf<
      Promise<WishlistToggleResult>
    >()
    expectTypeOf<ReturnType<typeof useWishlist>['isFavourite']>()
      .parameter(0)
      .toEqualTypeOf<number>()
  })
  it('useLocale names the language and the direction', () => {
    expectTypeOf<ReturnType<typeof useLocale>['language']>().toEqualTypeOf<Language>()
    expectTypeOf<ReturnType<typeof useLocale>['dir']>().toEqualTypeOf<'ltr' | 'rtl'>()
  })
  it('useToasts lists toasts; useMoney formats money strings', () => {
    expectTypeOf<ReturnType<typeof useToasts>['toasts']>().toEqualTypeOf<Toast[]>()
    expectTypeOf<ReturnType<typeof useMoney>>().parameter(0).toEqualTypeOf<Money>()
  })
})
