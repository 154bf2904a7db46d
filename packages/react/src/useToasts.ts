'use client'

import type { ShowToast, Toast } from '@matjar/core'
import { useStorefrontContext } from './StorefrontContext.ts'
import { useActorSlice } from './useActorSlice.ts'

export interface UseToastsResult {
  /** Shown toasts, oldest first; each leaves by itself after 2500 ms unless told otherwise. */
  toasts: Toast[]
  show: (toast: ShowToast) => void
  dismiss: (id: string) => void
}

/**
 * The toast queue of spec §8, §9 (info, success, warning, error, question). Its machine (and
 * XState) loads with the first toast shown.
 */
export const useToasts = (): UseToastsResult => {
  const actor = useStorefrontContext('useToasts').actors.toasts
  const toasts = useActorSlice(actor, (snapshot) => snapshot.context.toasts)
  return {
    toasts,
    show: (toast) => actor.send({ type: 'toasts.show', ...toast }),
    dismiss: (id) => actor.send({ type: 'toasts.dismiss', id }),
  }
}
