'use client'

import type { ImageViewerContext, ImageViewerEvent, ViewerImage } from '@matjar/core'
import { useActorSlice } from './useActorSlice.ts'
import { useViewerActor } from './useViewerActor.ts'

export interface UseImageViewerResult extends ImageViewerContext {
  isOpen: boolean
  open: (images: readonly ViewerImage[], index?: number) => void
  /** Any viewer event: next, previous, zoomIn, zoomOut, rotate, swipe, wheel, key, close. */
  send: (event: ImageViewerEvent) => void
}

/** The shop's one image viewer (spec §2): open it with a gallery, drive it with buttons and keys. */
export const useImageViewer = (): UseImageViewerResult => {
  const imageViewer = useViewerActor('useImageViewer')
  const snapshot = useActorSlice(imageViewer, (s) => s)
  return {
    ...snapshot.context,
    isOpen: snapshot.value !== 'closed',
    open: (images, index = 0) => imageViewer.send({ type: 'viewer.open', images, index }),
    send: (event) => imageViewer.send(event),
  }
}
