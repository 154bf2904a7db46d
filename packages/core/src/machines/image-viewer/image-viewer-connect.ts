import type { Direction } from '../../locale/language.ts'
import type { EventLike, KeyEventLike, PointerEventLike, WheelEventLike } from '../dom-events.ts'
import type { ImageViewerContext, ImageViewerEvent, ViewerImage } from './image-viewer-context.ts'
import { keyToViewerEvent } from './viewer-input.ts'

/** The viewer's words, in the page's language (the component's catalogue supplies them). */
export interface ImageViewerWords {
  title: string
  /** "2 of 5": the image shown, counted from 1, of how many. */
  position: (shown: number, count: number) => string
  zoomIn: string
  zoomOut: string
  rotate: string
  close: string
  previous: string
  next: string
}

export interface ImageViewerConnectOptions {
  dir: Direction
  words: ImageViewerWords
  /**
   * Where the pointer went down, kept by the caller between renders (a React ref's `current`):
   * a drag is measured from there when the pointer comes up.
   */
  drag: { start: { x: number; y: number } | null }
}

const button = (label: string, act: () => void) => ({
  type: 'button' as const,
  'aria-label': label,
  title: label,
  onClick: (event: EventLike) => {
    if (!event.defaultPrevented) act()
  },
})

/**
 * The image viewer's parts as props, from its snapshot (Zag's `connect`): a component spreads
 * them on its markup and holds no behaviour of its own. Every handler does nothing when the event
 * was prevented already, so a caller's own handler can cancel it.
 */
export const connectImageViewer = (
  snapshot: { value: unknown; context: ImageViewerContext },
  send: (event: ImageViewerEvent) => void,
  { dir, words, drag }: ImageViewerConnectOptions,
) => {
  const { images, index, scale, rotation } = snapshot.context
  const count = images.length
  const image: ViewerImage | undefined = images[index]
  return {
    open: snapshot.value !== 'closed',
    image,
    /** More than one image: the previous and next buttons are shown. */
    browsable: count > 1,
    position: words.position(index + 1, count),
    layerProps: { dir, 'data-state': 'open' as const },
    contentProps: {
      role: 'dialog' as const,
      'aria-modal': true,
      'aria-label': words.title,
      tabIndex: -1,
      'data-scale': scale,
      'data-rotation': rotation,
      onKeyDown: (event: KeyEventLike) => {
        if (event.defaultPrevented || !keyToViewerEvent(event.key, dir)) return
        event.preventDefault()
        event.stopPropagation()
        send({ type: 'viewer.key', key: event.key })
      },
      onWheel: (event: WheelEventLike) => {
        if (!event.defaultPrevented) send({ type: 'viewer.wheel', deltaY: event.deltaY })
      },
      onPointerDown: (event: PointerEventLike) => {
        drag.start = event.defaultPrevented ? null : { x: event.clientX, y: event.clientY }
      },
      onPointerUp: (event: PointerEventLike) => {
        const start = drag.start
        drag.start = null
        if (!start || event.defaultPrevented) return
        send({
          type: 'viewer.swipe',
          deltaX: event.clientX - start.x,
          deltaY: event.clientY - start.y,
        })
      },
    },
    zoomOutProps: button(words.zoomOut, () => send({ type: 'viewer.zoomOut' })),
    zoomInProps: button(words.zoomIn, () => send({ type: 'viewer.zoomIn' })),
    rotateProps: button(words.rotate, () => send({ type: 'viewer.rotate', degrees: 90 })),
    closeProps: button(words.close, () => send({ type: 'viewer.close' })),
    // Previous sits at the line's start, next at its end: the arrows point that way in either
    // direction (the component draws them), and the buttons carry no title of their own.
    previousProps: {
      ...button(words.previous, () => send({ type: 'viewer.previous' })),
      title: undefined,
      'data-side': 'start' as const,
    },
    nextProps: {
      ...button(words.next, () => send({ type: 'viewer.next' })),
      title: undefined,
      'data-side': 'end' as const,
    },
    imageStyle: { transform: `scale(${scale}) rotate(${rotation}deg)` },
  }
}

export type ImageViewerApi = ReturnType<typeof connectImageViewer>
