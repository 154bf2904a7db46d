'use client'

import {
  type ActorLike,
  type Direction,
  type ImageViewerContext,
  type ImageViewerEvent,
  keyToViewerEvent,
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
 * (arrows flipped in RTL, + / - / Escape), swipe and wheel, all through `imageViewerMachine`.
 * A modal: focus is trapped while open and returns to the opener on close.
 */
export function ImageViewer({ actor, dir, language, className }: ImageViewerProps) {
  const hydrated = useHydrated()
  const direction = useDirection(dir)
  const t = useMessages(uiMessages, language)
  const view = useActorSlice(
    actor,
    (snapshot) => ({ open: snapshot.value !== 'closed', ...snapshot.context }),
    (a, b) =>
      a.open === b.open &&
      a.index === b.index &&
      a.scale === b.scale &&
      a.rotation === b.rotation &&
      a.images === b.images,
  )
  const ref = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)
  useFocusTrap(ref, view.open && hydrated)
  useEffect(() => {
    actor.send({ type: 'viewer.setDirection', dir: direction })
  }, [actor, direction])

  if (!view.open || !hydrated) return null
  const image = view.images[view.index]
  const count = view.images.length
  return createPortal(
    <div className="matjar-dialog-layer matjar-viewer-layer" dir={direction} data-state="open">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={t('viewer.title')}
        tabIndex={-1}
        className={clsx('matjar-viewer', className)}
        data-scale={view.scale}
        data-rotation={view.rotation}
        onKeyDown={(event) => {
          if (!keyToViewerEvent(event.key, direction)) return
          event.preventDefault()
          event.stopPropagation()
          actor.send({ type: 'viewer.key', key: event.key })
        }}
        onWheel={(event) => actor.send({ type: 'viewer.wheel', deltaY: event.deltaY })}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY }
        }}
        onPointerUp={(event) => {
          const start = drag.current
          drag.current = null
          if (!start) return
          actor.send({
            type: 'viewer.swipe',
            deltaX: event.clientX - start.x,
            deltaY: event.clientY - start.y,
          })
        }}
      >
        <div className="matjar-viewer-toolbar">
          <span className="matjar-viewer-position" aria-live="polite">
            {t('viewer.position', { index: view.index + 1, count })}
          </span>
          <button
            type="button"
            aria-label={t('viewer.zoomOut')}
            title={t('viewer.zoomOut')}
            onClick={() => actor.send({ type: 'viewer.zoomOut' })}
          >
            <MinusIcon />
          </button>
          <button
            type="button"
            aria-label={t('viewer.zoomIn')}
            title={t('viewer.zoomIn')}
            onClick={() => actor.send({ type: 'viewer.zoomIn' })}
          >
            <PlusIcon />
          </button>
          <button
            type="button"
            aria-label={t('viewer.rotate')}
            title={t('viewer.rotate')}
            onClick={() => actor.send({ type: 'viewer.rotate', degrees: 90 })}
          >
            <RotateIcon />
          </button>
          <button
            type="button"
            aria-label={t('close')}
            title={t('close')}
            onClick={() => actor.send({ type: 'viewer.close' })}
          >
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
              style={{ transform: `scale(${view.scale}) rotate(${view.rotation}deg)` }}
            />
          ) : null}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="matjar-viewer-nav"
              data-side="start"
              aria-label={t('viewer.previous')}
              onClick={() => actor.send({ type: 'viewer.previous' })}
            >
              {direction === 'rtl' ? <ChevronEndIcon /> : <ChevronStartIcon />}
            </button>
            <button
              type="button"
              className="matjar-viewer-nav"
              data-side="end"
              aria-label={t('viewer.next')}
              onClick={() => actor.send({ type: 'viewer.next' })}
            >
              {direction === 'rtl' ? <ChevronStartIcon /> : <ChevronEndIcon />}
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
