'use client'

import {
  type ImageViewerMachine,
  type LoadingBarMachine,
  loadingBarMachine,
  type ToastsMachine,
  toastsMachine,
} from '@matjar/core'
import { useMemo } from 'react'
import type { Actor } from 'xstate'
import { useStorefrontContext } from './StorefrontContext.ts'
import { useViewerActor } from './useViewerActor.ts'

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
  const { actorOf } = useStorefrontContext('useShopActors')
  const imageViewer = useViewerActor('useShopActors')
  const toasts = actorOf(toastsMachine)
  const loadingBar = actorOf(loadingBarMachine)
  return useMemo(() => ({ toasts, loadingBar, imageViewer }), [toasts, loadingBar, imageViewer])
}
