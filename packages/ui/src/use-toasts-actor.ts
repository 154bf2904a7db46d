'use client'

import { toastsMachine } from '@matjar/core'
import { useActorRef } from '@xstate/react'
import type { ToastsActor } from './ToastRegion.tsx'

/**
 * A toasts actor of the calling component's own: a second queue, which the provider's toasts
 * (`useToasts().show`, the cart's warnings) never reach.
 *
 * @deprecated Inside `StorefrontProvider` give `ToastRegion` the provider's queue,
 * `useShopActors().toasts` of @matjar/react, and show toasts with `useToasts()`. Without
 * @matjar/react, make the actor yourself: `useActorRef(toastsMachine)` of @xstate/react.
 * `useToastsActor` is removed in the next minor.
 */
export const useToastsActor = (): ToastsActor => useActorRef(toastsMachine)
