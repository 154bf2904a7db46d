export type { ColorMode } from '@matjar/core'
export type { MessageOverrides } from './StorefrontContext.ts'
export { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider.tsx'
export { type UseAuthResult, useAuth } from './useAuth.ts'
export { type UseCartResult, useCart } from './useCart.ts'
export {
  useCategories,
  useProduct,
  useProductReviews,
  useProducts,
  useSimilarProducts,
} from './useCatalogue.ts'
export { type UseColorModeResult, useColorMode } from './useColorMode.ts'
export { type UseImageViewerResult, useImageViewer } from './useImageViewer.ts'
export { type UseLoadingBarResult, useLoadingBar } from './useLoadingBar.ts'
export { type UseLocaleResult, useLocale } from './useLocale.ts'
export { type FormatMoney, Money, type MoneyProps, useMoney } from './useMoney.tsx'
export {
  type PhoneMessageKey,
  type UsePhoneNumberResult,
  usePhoneNumber,
} from './usePhoneNumber.ts'
export {
  type FrameActors,
  type ShopActors,
  useFrameActors,
  useShopActors,
} from './useShopActors.ts'
export { useStorefront } from './useStorefront.ts'
export { type ReadOptions, type ReadResult, useStorefrontRead } from './useStorefrontRead.ts'
export { type UseToastsResult, useToasts } from './useToasts.ts'
export { type UseWishlistResult, useWishlist } from './useWishlist.ts'
