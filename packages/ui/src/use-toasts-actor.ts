'use client'

import { toastsMachine } from '@matjar/core'
import { useActorRef } from '@xstate/react'
import type { ToastsActor } from './ToastRegion.tsx'

/** A toasts actor owned by the calling component (until `@matjar/react`'s `useToasts` holds it). */
export const useToastsActor = (): ToastsActor => useActorRef(toastsMachine)
