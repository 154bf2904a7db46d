import type { Direction } from '../../locale/language.ts'

/** One zoom step, in times the natural scale (spec §9). */
export const VIEWER_ZOOM_STEP = 0.12
/** Largest scale: three times the natural size (spec §9). */
export const VIEWER_MAX_SCALE = 3
/** Smallest scale (spec §9). */
export const VIEWER_MIN_SCALE = 0.1
/** Wheel events closer than this to the last one that zoomed are ignored (spec §9). */
export const VIEWER_WHEEL_THROTTLE_MS = 80

export interface ViewerImage {
  src: string
  alt?: string
  /** The picture's size and renditions (the API's `Image`), for a sharp picture at any zoom. */
  width?: number
  height?: number
  renditions?: readonly { url: string; width: number; type: string }[]
}

export type ViewerRotation = 0 | 90 | 180 | 270

export interface ImageViewerContext {
  images: readonly ViewerImage[]
  /** Index of the image shown in `images`. */
  index: number
  /** Times the natural scale, within [0.1, 3]. 1 when an image is shown. */
  scale: number
  /** Clockwise, in degrees. 0 when an image is shown. */
  rotation: ViewerRotation
  /** Reading direction: decides which arrow key and which swipe show the next image. */
  dir: Direction
}

export interface ImageViewerInput {
  dir?: Direction
}

export type ImageViewerEvent =
  | { type: 'viewer.open'; images: readonly ViewerImage[]; index?: number }
  | { type: 'viewer.close' }
  | { type: 'viewer.next' }
  | { type: 'viewer.previous' }
  | { type: 'viewer.zoomIn' }
  | { type: 'viewer.zoomOut' }
  /** Clockwise (90) or counter-clockwise (-90). */
  | { type: 'viewer.rotate'; degrees: 90 | -90 }
  /** A finished drag: end minus start position, in CSS pixels. */
  | { type: 'viewer.swipe'; deltaX: number; deltaY?: number }
  /** A wheel event's `deltaY`: negative (wheel up) zooms in, positive zooms out. */
  | { type: 'viewer.wheel'; deltaY: number }
  /** A `KeyboardEvent.key`, mapped by `keyToViewerEvent`. */
  | { type: 'viewer.key'; key: string }
  | { type: 'viewer.setDirection'; dir: Direction }

/** Adds `delta` to `scale`, kept within [0.1, 3]. Rounded so steps never drift (1.12 + 0.12 is 1.24). */
export const zoomedScale = (scale: number, delta: number): number => {
  const next = Math.round((scale + delta) * 1e6) / 1e6
  return Math.min(VIEWER_MAX_SCALE, Math.max(VIEWER_MIN_SCALE, next))
}

/** `rotation + degrees`, normalised to 0, 90, 180 or 270. */
export const rotated = (rotation: ViewerRotation, degrees: 90 | -90): ViewerRotation =>
  ((((rotation + degrees) % 360) + 360) % 360) as ViewerRotation
