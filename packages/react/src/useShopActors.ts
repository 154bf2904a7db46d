'use client'

import type { ImageViewerMachine, LoadingBarMachine, ToastsMachine } from '@matjar/core'
import type { Actor } from 'xstate'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface ShopActors {
  toasts: Actor<ToastsMachine>
  loadingBar: Actor<LoadingBarMachine>
  imageViewer: Actor<ImageViewerMachine>
}

/**
 * The provider's toast, loading-bar and image-viewer actors, for components that take an actor
 * (`<ToastRegion actor>`, `<LoadingBar actor>`, `<ImageViewer actor>` of @matjar/ui): they then show
 * what `useToasts()`, `useLoadingBar()` and `useImageViewer()` drive. Stable: re-renders nothing.
 */
export const useShopActors = (): ShopActors => {
  const { toasts, loadingBar, imageViewer } = useStorefrontContext('useShopActors')
  return { toasts, loadingBar, imageViewer }
}
