import type {
  AuthFailure,
  AuthState,
  CartItem,
  CartState,
  Direction,
  ImageViewerEvent,
  Language,
  Money as MoneyAmount,
  ShowToast,
  StorefrontError,
  StorefrontResult,
  Toast,
  User,
  ViewerImage,
  WishlistToggleResult,
} from '@matjar/core'
import type { PhoneInputResult } from '@matjar/core/phone'
import type { ComponentProps, ReactNode } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
// The public surface, as SDK users import it.
import type {
  ColorMode,
  Money,
  StorefrontProviderProps,
  useAuth,
  useCart,
  useColorMode,
  useImageViewer,
  useLoadingBar,
  useLocale,
  useMoney,
  usePhoneNumber,
  useToasts,
  useWishlist,
} from './index.ts'
import type { StorefrontIntlProps } from './intl.ts'

type Result<T extends (...args: never[]) => unknown> = ReturnType<T>

// Checked by `tsc` in Vitest's typecheck mode, on every `vitest run` (a wrong type fails the run):
// the public hooks keep the shapes SDK users rely on.
describe('public hook types', () => {
  it('useCart gives the cart state and promise-returning changes', () => {
    expectTypeOf<Result<typeof useCart>>().toExtend<CartState>()
    expectTypeOf<Result<typeof useCart>['items']>().toEqualTypeOf<CartItem[]>()
    expectTypeOf<Result<typeof useCart>['add']>().returns.toEqualTypeOf<Promise<StorefrontResult>>()
    expectTypeOf<Result<typeof useCart>['remove']>().returns.toEqualTypeOf<
      Promise<StorefrontResult>
    >()
    expectTypeOf<Result<typeof useCart>['setQuantity']>().returns.toEqualTypeOf<
      Promise<StorefrontResult>
    >()
    expectTypeOf<Result<typeof useCart>['refresh']>().returns.toEqualTypeOf<
      Promise<StorefrontResult>
    >()
    expectTypeOf<Result<typeof useCart>['applyPromoCode']>().returns.toEqualTypeOf<
      Promise<StorefrontResult>
    >()
    expectTypeOf<Result<typeof useCart>['error']>().toEqualTypeOf<StorefrontError | null>()
    expectTypeOf<Result<typeof useCart>['subtotal']>().toEqualTypeOf<MoneyAmount>()
  })

  it('useAuth gives the auth state and its calls', () => {
    expectTypeOf<Result<typeof useAuth>>().toExtend<AuthState>()
    expectTypeOf<Result<typeof useAuth>['user']>().toEqualTypeOf<User | null>()
    expectTypeOf<Result<typeof useAuth>['error']>().toEqualTypeOf<AuthFailure | null>()
    expectTypeOf<Result<typeof useAuth>['restoring']>().toEqualTypeOf<boolean>()
    expectTypeOf<Result<typeof useAuth>['login']>().returns.toEqualTypeOf<
      Promise<StorefrontResult>
    >()
    expectTypeOf<Result<typeof useAuth>['logout']>().returns.toEqualTypeOf<Promise<void>>()
  })

  it('useWishlist toggles with a result', () => {
    expectTypeOf<Result<typeof useWishlist>['toggle']>().returns.toEqualTypeOf<
      Promise<WishlistToggleResult>
    >()
    expectTypeOf<Result<typeof useWishlist>['isFavourite']>().parameter(0).toEqualTypeOf<number>()
  })

  it('useLocale names the language, the direction, the visitor country and switches between en and ar', () => {
    expectTypeOf<Result<typeof useLocale>>().toEqualTypeOf<{
      language: Language
      dir: Direction
      currencyLabel: string
      country: string | undefined
      setLanguage: (language: Language) => Promise<void>
    }>()
    expectTypeOf<Direction>().toEqualTypeOf<'ltr' | 'rtl'>()
    expectTypeOf<Language>().toEqualTypeOf<'en' | 'ar'>()
  })

  it('useToasts lists toasts and shows or dismisses them', () => {
    expectTypeOf<Result<typeof useToasts>['toasts']>().toEqualTypeOf<Toast[]>()
    expectTypeOf<Result<typeof useToasts>['show']>().parameter(0).toEqualTypeOf<ShowToast>()
    expectTypeOf<Result<typeof useToasts>['dismiss']>().parameter(0).toEqualTypeOf<string>()
  })

  it('useMoney formats money strings; <Money> takes an amount and the format options', () => {
    expectTypeOf<Result<typeof useMoney>>().parameter(0).toEqualTypeOf<MoneyAmount>()
    expectTypeOf<Result<typeof useMoney>>().returns.toEqualTypeOf<string>()
    expectTypeOf<ComponentProps<typeof Money>['amount']>().toEqualTypeOf<MoneyAmount>()
    expectTypeOf<ComponentProps<typeof Money>['digits']>().toEqualTypeOf<
      'latn' | 'arab' | undefined
    >()
  })

  it('useColorMode is light or dark', () => {
    expectTypeOf<ColorMode>().toEqualTypeOf<'light' | 'dark'>()
    expectTypeOf<Result<typeof useColorMode>>().toEqualTypeOf<{
      mode: ColorMode
      setMode: (mode: ColorMode) => Promise<void>
      toggle: () => Promise<void>
    }>()
  })

  it('useLoadingBar and useImageViewer expose their state and their commands', () => {
    expectTypeOf<Result<typeof useLoadingBar>['progress']>().toEqualTypeOf<number>()
    expectTypeOf<Result<typeof useLoadingBar>['start']>().toEqualTypeOf<() => void>()
    expectTypeOf<Result<typeof useImageViewer>['isOpen']>().toEqualTypeOf<boolean>()
    expectTypeOf<Result<typeof useImageViewer>['open']>()
      .parameter(0)
      .toEqualTypeOf<readonly ViewerImage[]>()
    expectTypeOf<Result<typeof useImageViewer>['send']>()
      .parameter(0)
      .toEqualTypeOf<ImageViewerEvent>()
  })

  it('usePhoneNumber gives the parse result, validity and a catalogue key', () => {
    expectTypeOf<Result<typeof usePhoneNumber>['result']>().toEqualTypeOf<PhoneInputResult | null>()
    expectTypeOf<Result<typeof usePhoneNumber>['valid']>().toEqualTypeOf<boolean>()
    expectTypeOf<Result<typeof usePhoneNumber>['messageKey']>().toEqualTypeOf<
      'validation.phone.required' | 'validation.phone.invalid' | null
    >()
  })

  it('the provider takes a language, a colour mode and message overrides', () => {
    expectTypeOf<StorefrontProviderProps['language']>().toEqualTypeOf<Language | undefined>()
    expectTypeOf<StorefrontProviderProps['colorMode']>().toEqualTypeOf<ColorMode | undefined>()
    expectTypeOf<StorefrontProviderProps['children']>().toEqualTypeOf<ReactNode>()
    expectTypeOf<{ en: { 'cart.added': string } }>().toExtend<
      NonNullable<StorefrontProviderProps['messages']>
    >()
    expectTypeOf<StorefrontIntlProps['timeZone']>().toEqualTypeOf<string | undefined>()
  })
})
