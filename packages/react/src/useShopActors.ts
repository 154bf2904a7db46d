'use client'

import type { ActorOnDemand, ImageViewerMachine } from '@matjar/core'
import { useMemo } from 'react'
import { type FrameActors, useFrameActors } from './useFrameActors.ts'
import { useViewerActor } from './useViewerActor.ts'

export interface ShopActors extends FrameActors {
  imageViewer: ActorOnDemand<ImageViewerMachine>
}

/**
 * The provider's toast, loading-bar and image-viewer actors, for components that take an actor
 * (`<ToastRegion actor>`, `<LoadingBar actor>`, `<ImageViewer actor>` of @matjar/ui): they then show
 * what `useToasts()`, `useLoadingBar()` and `useImageViewer()` drive. Each is made when first
 * needed. Stable: re-renders nothing.
 */
export const useShopActors = (): ShopActors => {
  const { toasts, loadingBar } = useFrameActors()
  const imageViewer = useViewerActor('useShopActors')
  return useMemo(() => ({ toasts, loadingBar, imageViewer }), [toasts, loadingBar, imageViewer])
}
