'use client'

import {
  type ActorLike,
  connectImageViewer,
  type Direction,
  type ImageViewerConnectOptions,
  type ImageViewerContext,
  type ImageViewerEvent,
  type Language,
} from '@matjar/core'
import { clsx } from 'clsx'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useDirection } from './direction.tsx'
import { useFocusTrap } from './focus-trap.ts'
import { Image } from './Image.tsx'
import {
  ChevronEndIcon,
  ChevronStartIcon,
  CloseIcon,
  MinusIcon,
  PlusIcon,
  RotateIcon,
} from './icons.tsx'
import { uiMessages } from './ui-messages.ts'
import { useActorSlice } from './use-actor-slice.ts'
import { useHydrated } from './use-hydrated.ts'
import { useMessages } from './use-messages.ts'

/**
 * The image viewer's actor: `useShopActors().imageViewer` of @matjar/react (made when it first
 * opens), `useImageViewerActor()`, or any XState actor of `imageViewerMachine`.
 */
export type ImageViewerActor = ActorLike<
  { value: unknown; context: ImageViewerContext },
  ImageViewerEvent
>

export interface ImageViewerProps {
  actor: ImageViewerActor
  /** The reading direction (arrow keys, swipes); the `LocaleProvider`'s by default. */
  dir?: Direction
  /** The language of its buttons; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

/**
 * The shared image viewer (spec §2): previous, next, zoom, rotate and close by buttons, keys
 * (arrows flipped in RTL, + / - / Escape), swipe and wheel, all through `imageViewerMachine`;
 * its parts' props come from `connectImageViewer`, so this is markup. A modal: focus is trapped
 * while open and returns to the opener on close.
 */
export function ImageViewer({ actor, dir, language, className }: ImageViewerProps) {
  const hydrated = useHydrated()
  const direction = useDirection(dir)
  const t = useMessages(uiMessages, language)
  const snapshot = useActorSlice(
    actor,
    (state) => ({ value: state.value === 'closed' ? 'closed' : 'open', context: state.context }),
    (a, b) =>
      a.value === b.value &&
      a.context.index === b.context.index &&
      a.context.scale === b.context.scale &&
      a.context.rotation === b.context.rotation &&
      a.context.images === b.context.images,
  )
  const ref = useRef<HTMLDivElement>(null)
  const drag = useRef<ImageViewerConnectOptions['drag']>({ start: null })
  const viewer = connectImageViewer(snapshot, (event) => actor.send(event), {
    dir: direction,
    drag: drag.current,
    words: {
      title: t('viewer.title'),
      position: (index, count) => t('viewer.position', { index, count }),
      zoomIn: t('viewer.zoomIn'),
      zoomOut: t('viewer.zoomOut'),
      rotate: t('viewer.rotate'),
      close: t('close'),
      previous: t('viewer.previous'),
      next: t('viewer.next'),
    },
  })
  useFocusTrap(ref, viewer.open && hydrated)
  useEffect(() => {
    actor.send({ type: 'viewer.setDirection', dir: direction })
  }, [actor, direction])

  if (!viewer.open || !hydrated) return null
  const { image } = viewer
  return createPortal(
    <div className="matjar-dialog-layer matjar-viewer-layer" {...viewer.layerProps}>
      <div ref={ref} className={clsx('matjar-viewer', className)} {...viewer.contentProps}>
        <div className="matjar-viewer-toolbar">
          <span className="matjar-viewer-position" aria-live="polite">
            {viewer.position}
          </span>
          <button {...viewer.zoomOutProps}>
            <MinusIcon />
          </button>
          <button {...viewer.zoomInProps}>
            <PlusIcon />
          </button>
          <button {...viewer.rotateProps}>
            <RotateIcon />
          </button>
          <button {...viewer.closeProps}>
            <CloseIcon />
          </button>
        </div>
        <div className="matjar-viewer-stage">
          {image ? (
            <Image
              key={image.src}
              image={{ ...image, url: image.src }}
              sizes="100vw"
              loading="eager"
              draggable={false}
              style={viewer.imageStyle}
            />
          ) : null}
        </div>
        {viewer.browsable ? (
          <>
            <button className="matjar-viewer-nav" {...viewer.previousProps}>
              {direction === 'rtl' ? <ChevronEndIcon /> : <ChevronStartIcon />}
            </button>
            <button className="matjar-viewer-nav" {...viewer.nextProps}>
              {direction === 'rtl' ? <ChevronStartIcon /> : <ChevronEndIcon />}
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
