'use client'

import type { ActorOnDemand, LoadingBarMachine, ToastsMachine } from '@matjar/core'
import { useMemo } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

/** The actors of what every page shows over its content: the toasts and the loading bar. */
export interface FrameActors {
  toasts: ActorOnDemand<ToastsMachine>
  loadingBar: ActorOnDemand<LoadingBarMachine>
}

/**
 * The provider's toast and loading-bar actors, for `<ToastRegion actor>` and `<LoadingBar actor>`
 * of @matjar/ui in the app's frame. Each is made, with its machine and XState, when first needed
 * (the first toast, the first load); until then it reads as at rest. Unlike `useShopActors()` it
 * leaves the image viewer out: render `<ImageViewer>` on the pages that open it. Stable:
 * re-renders nothing.
 */
export const useFrameActors = (): FrameActors => {
  const { toasts, loadingBar } = useStorefrontContext('useFrameActors').actors
  return useMemo(() => ({ toasts, loadingBar }), [toasts, loadingBar])
}
