'use client'

import { loadingBarMachine } from '@matjar/core'
import { useActorRef } from '@xstate/react'
import type { LoadingBarActor } from './LoadingBar.tsx'

/** A loading-bar actor owned by the calling component; send it `loadingBar.start` / `.finish` / `.error`. */
export const useLoadingBarActor = (): LoadingBarActor => useActorRef(loadingBarMachine)
