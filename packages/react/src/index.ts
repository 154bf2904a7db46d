export { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider.tsx'
export { type UseCartResult, useCart } from './useCart.ts'
export { type UseLocaleResult, useLocale } from './useLocale.ts'
