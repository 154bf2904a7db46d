'use client'

import { type Direction, imageViewerMachine } from '@matjar/core'
import { useActorRef } from '@xstate/react'
import type { ImageViewerActor } from './ImageViewer.tsx'

/** An image-viewer actor owned by the calling component; open it with `viewer.open`. */
export const useImageViewerActor = (dir: Direction = 'ltr'): ImageViewerActor =>
  useActorRef(imageViewerMachine, { input: { dir } })
