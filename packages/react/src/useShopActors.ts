'use client'

import { useStorefrontContext } from './StorefrontContext.ts'
import type { ProviderActors } from './useStorefrontPieces.ts'

/** The provider's actors (`toasts`, `loadingBar`, `imageViewer`), for the widgets that take one. */
export type ShopActors = ProviderActors

/**
 * The provider's toast, loading-bar and image-viewer actors, for the widgets that take an actor
 * (`<ToastRegion actor>`, `<LoadingBar actor>`, `<ImageViewer actor>` of @matjar/ui): they then
 * show what `useToasts()`, `useLoadingBar()` and `useImageViewer()` drive. Each is made, with its
 * machine and XState, when first needed (the first toast, load or opened picture), so a layout
 * may take all three on every page: the image viewer costs nothing until it opens. Stable:
 * re-renders nothing.
 */
export const useShopActors = (): ShopActors => useStorefrontContext('useShopActors').actors

/** @deprecated Use `ShopActors`; `FrameActors` is removed in the next minor. */
export type FrameActors = Pick<ShopActors, 'toasts' | 'loadingBar'>

/**
 * @deprecated Use `useShopActors()`: the same actors (its image viewer is made only when it
 * opens). `useFrameActors` is removed in the next minor.
 */
export const useFrameActors = (): ShopActors => useShopActors()
