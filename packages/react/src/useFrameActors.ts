'use client'

import {
  type LoadingBarMachine,
  loadingBarMachine,
  type ToastsMachine,
  toastsMachine,
} from '@matjar/core'
import { useMemo } from 'react'
import type { Actor } from 'xstate'
import { useStorefrontContext } from './StorefrontContext.ts'

/** The actors of what every page shows over its content: the toasts and the loading bar. */
export interface FrameActors {
  toasts: Actor<ToastsMachine>
  loadingBar: Actor<LoadingBarMachine>
}

/**
 * The provider's toast and loading-bar actors, for `<ToastRegion actor>` and `<LoadingBar actor>`
 * of @matjar/ui in the app's frame. Unlike `useShopActors()` it leaves the image viewer (its
 * machine and its component) out of every page's JavaScript: render `<ImageViewer>` on the pages
 * that open it. Stable: re-renders nothing.
 */
export const useFrameActors = (): FrameActors => {
  const { actorOf } = useStorefrontContext('useFrameActors')
  const toasts = actorOf(toastsMachine)
  const loadingBar = actorOf(loadingBarMachine)
  return useMemo(() => ({ toasts, loadingBar }), [toasts, loadingBar])
}
