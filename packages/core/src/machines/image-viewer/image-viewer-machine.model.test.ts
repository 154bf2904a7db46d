import type { SnapshotFrom } from 'xstate'
import {
  type AfterEvent,
  createModel,
  describeModel,
  reference,
} from '../../../test/machine-model/index.ts'
import {
  type ImageViewerContext,
  type ImageViewerEvent,
  imageViewerMachine,
  VIEWER_MAX_SCALE,
  VIEWER_MIN_SCALE,
  VIEWER_WHEEL_THROTTLE_MS,
  type ViewerImage,
} from './index.ts'
import { keyToViewerEvent } from './viewer-input.ts'

type Snapshot = SnapshotFrom<typeof imageViewerMachine>
type Event = ImageViewerEvent | AfterEvent

const three: ViewerImage[] = [{ src: '/a.jpg' }, { src: '/b.jpg' }, { src: '/c.jpg' }]
const one: ViewerImage[] = [{ src: '/only.jpg' }]

const events: ImageViewerEvent[] = [
  { type: 'viewer.open', images: three, index: 1 },
  { type: 'viewer.open', images: one },
  { type: 'viewer.open', images: [] },
  { type: 'viewer.rotate', degrees: 90 },
  { type: 'viewer.rotate', degrees: -90 },
  { type: 'viewer.swipe', deltaX: -50 },
  { type: 'viewer.swipe', deltaX: -49 },
  { type: 'viewer.swipe', deltaX: 50 },
  { type: 'viewer.swipe', deltaX: 49 },
  { type: 'viewer.swipe', deltaX: -60, deltaY: 70 },
  { type: 'viewer.wheel', deltaY: -3 },
  { type: 'viewer.wheel', deltaY: 3 },
  { type: 'viewer.wheel', deltaY: 0 },
  { type: 'viewer.key', key: 'ArrowRight' },
  { type: 'viewer.key', key: 'ArrowLeft' },
  { type: 'viewer.key', key: '+' },
  { type: 'viewer.key', key: '-' },
  { type: 'viewer.key', key: 'Escape' },
  { type: 'viewer.key', key: 'x' },
  { type: 'viewer.setDirection', dir: 'rtl' },
  { type: 'viewer.setDirection', dir: 'ltr' },
]

const scaleBucket = (scale: number) =>
  scale === 1
    ? 'natural'
    : scale === VIEWER_MAX_SCALE
      ? 'max'
      : scale === VIEWER_MIN_SCALE
        ? 'min'
        : scale > 1
          ? 'larger'
          : 'smaller'

/**
 * Graph vertices. The scale is exact for the first image list opened upright in LTR, so the graph
 * walks every zoom step up to 3 and down to 0.1; elsewhere it only tells natural, in-between and
 * the limits apart, which keeps the graph small. A closed viewer is one vertex per direction.
 */
const onZoomLadder = (c: ImageViewerContext) =>
  c.images === three && c.index === 1 && c.rotation === 0 && c.dir === 'ltr'

const serializeState = (snapshot: Snapshot) => {
  const c = snapshot.context
  if (snapshot.value === 'closed') return JSON.stringify(['closed', c.dir])
  const exact = onZoomLadder(c)
  return JSON.stringify([
    snapshot.value,
    c.images.length,
    c.index,
    c.rotation,
    c.dir,
    exact ? c.scale : scaleBucket(c.scale),
  ])
}

/** The image move an event asks for, written from the spec: +1 next, -1 previous, null none. */
const moveOf = (before: Snapshot, event: Event): 1 | -1 | null => {
  const { dir } = before.context
  const towardNext = (type: string) =>
    type === 'viewer.next' ? 1 : type === 'viewer.previous' ? -1 : null
  if (event.type === 'viewer.swipe') {
    const { deltaX, deltaY = 0 } = event
    if (Math.abs(deltaX) < 50 || Math.abs(deltaY) > Math.abs(deltaX)) return null
    const leftward = deltaX < 0
    return leftward === (dir === 'ltr') ? 1 : -1
  }
  if (event.type === 'viewer.key') {
    const { key } = event
    if (key === 'ArrowRight') return dir === 'ltr' ? 1 : -1
    if (key === 'ArrowLeft') return dir === 'ltr' ? -1 : 1
    return null
  }
  return towardNext(event.type)
}

/** The zoom an event asks for: +0.12, -0.12 or null. */
const zoomStep = (before: Snapshot, event: Event): number | null => {
  if (event.type === 'viewer.zoomIn') return 0.12
  if (event.type === 'viewer.zoomOut') return -0.12
  if (event.type === 'viewer.key') {
    const { key } = event
    return key === '+' || key === '=' ? 0.12 : key === '-' ? -0.12 : null
  }
  if (event.type === 'viewer.wheel' && before.matches({ open: 'ready' })) {
    const { deltaY } = event
    return deltaY < 0 ? 0.12 : deltaY > 0 ? -0.12 : null
  }
  return null
}

/**
 * The viewer as the spec describes it, without XState: what a shopper sees (open or not, which
 * picture, its zoom and turn, the reading direction) and the wheel's 80 ms pause.
 */
interface Viewer {
  open: boolean
  images: readonly ViewerImage[]
  index: number
  scale: number
  rotation: number
  dir: 'ltr' | 'rtl'
  wheelPaused: boolean
}
const clampScale = (scale: number) => Math.min(3, Math.max(0.1, Math.round(scale * 100) / 100))
const moved = (v: Viewer, by: 1 | -1): Viewer =>
  v.images.length < 2
    ? v
    : {
        ...v,
        index: (v.index + by + v.images.length) % v.images.length,
        scale: 1,
        rotation: 0,
      }
const zoomed = (v: Viewer, by: number): Viewer => ({ ...v, scale: clampScale(v.scale + by) })

const viewer = reference(imageViewerMachine, {
  initial: {
    open: false,
    images: [],
    index: 0,
    scale: 1,
    rotation: 0,
    dir: 'ltr',
    wheelPaused: false,
  } as Viewer,
  next: (v, event): Viewer => {
    if (event.type === 'viewer.setDirection') return { ...v, dir: event.dir }
    if (event.type === 'viewer.open') {
      if (event.images.length === 0) return v
      const index = Math.min(event.images.length - 1, Math.max(0, event.index ?? 0))
      return {
        ...v,
        open: true,
        images: event.images,
        index,
        scale: 1,
        rotation: 0,
        wheelPaused: false,
      }
    }
    if (!v.open) return v
    const move = moveOf({ context: v } as unknown as Snapshot, event)
    if (move) return moved(v, move)
    switch (event.type) {
      case 'viewer.close':
        return { ...v, open: false }
      case 'viewer.rotate':
        return { ...v, rotation: (v.rotation + event.degrees + 360) % 360 }
      case 'viewer.wheel':
        if (v.wheelPaused || event.deltaY === 0) return v
        return { ...zoomed(v, event.deltaY < 0 ? 0.12 : -0.12), wheelPaused: true }
      case 'viewer.key':
        if (event.key === 'Escape') return { ...v, open: false }
    }
    if (event.type.startsWith('xstate.after.wheelThrottle')) return { ...v, wheelPaused: false }
    const step = zoomStep({ matches: () => false } as unknown as Snapshot, event)
    return step === null ? v : zoomed(v, step)
  },
  view: (v) =>
    v.open
      ? {
          open: true,
          index: v.index,
          scale: v.scale,
          rotation: v.rotation,
          dir: v.dir,
          images: v.images.length,
        }
      : { open: false, dir: v.dir },
  observe: (snapshot) => {
    const c = snapshot.context
    return snapshot.value === 'closed'
      ? { open: false, dir: c.dir }
      : {
          open: true,
          index: c.index,
          scale: c.scale,
          rotation: c.rotation,
          dir: c.dir,
          images: c.images.length,
        }
  },
})

const model = createModel({
  machine: imageViewerMachine,
  reference: viewer,
  events: () => events,
  // Between the rungs of the ladder only zooming (and the wheel window) is explored: every other
  // event there behaves as on an in-between scale elsewhere, which the graph explores fully.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context
    const between = !['natural', 'max', 'min'].includes(scaleBucket(c.scale))
    if (snapshot.value === 'closed' || !onZoomLadder(c) || !between) return true
    return (
      event.type === 'viewer.zoomIn' ||
      event.type === 'viewer.zoomOut' ||
      event.type === 'viewer.wheel' ||
      event.type.startsWith('xstate.after.')
    )
  },
  serializeState,
  delays: { wheelThrottle: VIEWER_WHEEL_THROTTLE_MS },
  postconditions: {
    'zoom in/out moves one step of 0.12, clamped to [0.1, 3], when open': (b, e, a) => {
      const step = zoomStep(b, e)
      if (step === null) return true
      if (b.value === 'closed') return a.context.scale === b.context.scale
      const wanted = Math.min(3, Math.max(0.1, b.context.scale + step))
      return Math.abs(a.context.scale - wanted) < 1e-9
    },
    'next/previous wrap around and show the image fresh; one image never moves': (b, e, a) => {
      const move = moveOf(b, e)
      if (move === null || b.value === 'closed') return true
      const n = b.context.images.length
      if (n < 2) return a.context.index === b.context.index && a.context.scale === b.context.scale
      return (
        a.context.index === (b.context.index + move + n) % n &&
        a.context.scale === 1 &&
        a.context.rotation === 0
      )
    },
    'a swipe under 50 px, a vertical drag and an unmapped key change nothing': (b, e, a) =>
      !(
        (e.type === 'viewer.swipe' && moveOf(b, e) === null) ||
        (e.type === 'viewer.key' && keyToViewerEvent(e.key, b.context.dir) === null)
      ) || JSON.stringify(a.context) === JSON.stringify(b.context),
    'rotate turns a quarter and stays within 0–270': (b, e, a) =>
      e.type !== 'viewer.rotate' ||
      b.value === 'closed' ||
      a.context.rotation === (b.context.rotation + e.degrees + 360) % 360,
    'close and Escape close': (_b, e, a) =>
      !(e.type === 'viewer.close' || (e.type === 'viewer.key' && e.key === 'Escape')) ||
      a.value === 'closed',
    'open with images starts at natural scale, unrotated': (b, e, a) =>
      e.type !== 'viewer.open' ||
      (e.images.length === 0
        ? JSON.stringify(a) === JSON.stringify(b)
        : a.value !== 'closed' &&
          a.context.scale === 1 &&
          a.context.rotation === 0 &&
          a.context.images === e.images),
    'the wheel zooms only outside the 80 ms window': (b, e, a) =>
      e.type !== 'viewer.wheel' ||
      b.matches({ open: 'ready' }) ||
      a.context.scale === b.context.scale,
  },
  invariants: {
    'scale within [0.1, 3]': (s) =>
      s.context.scale >= VIEWER_MIN_SCALE && s.context.scale <= VIEWER_MAX_SCALE,
    // Whole steps of 0.12 from 1, 0.1 or 3: no floating-point drift.
    'scale has at most two decimals': (s) =>
      Math.round(s.context.scale * 100) / 100 === s.context.scale,
    'rotation is a quarter turn': (s) => [0, 90, 180, 270].includes(s.context.rotation),
    'open shows an image of the list': (s) =>
      s.value === 'closed' ||
      (Number.isInteger(s.context.index) &&
        s.context.index >= 0 &&
        s.context.index < s.context.images.length),
  },
})

describeModel('imageViewerMachine, model-based', model)
