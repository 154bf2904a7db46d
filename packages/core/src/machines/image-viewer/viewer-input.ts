import type { Direction } from '../../locale/language.ts'

/** A horizontal drag shorter than this does nothing (spec §9). */
export const VIEWER_SWIPE_TOLERANCE_PX = 50

/** The viewer events a key press or a swipe can stand for. */
export type ViewerGestureEvent =
  | { type: 'viewer.next' }
  | { type: 'viewer.previous' }
  | { type: 'viewer.zoomIn' }
  | { type: 'viewer.zoomOut' }
  | { type: 'viewer.close' }

/**
 * The viewer event a key stands for, or `null`. Arrows follow the reading direction: in
 * left-to-right ArrowRight shows the next image; in right-to-left (Arabic) the next image lies to
 * the left, so ArrowLeft shows it. `+` (or `=`, the same key unshifted) zooms in, `-` zooms out,
 * Escape closes.
 */
export const keyToViewerEvent = (key: string, dir: Direction): ViewerGestureEvent | null => {
  switch (key) {
    case 'ArrowRight':
      return { type: dir === 'rtl' ? 'viewer.previous' : 'viewer.next' }
    case 'ArrowLeft':
      return { type: dir === 'rtl' ? 'viewer.next' : 'viewer.previous' }
    case '+':
    case '=':
      return { type: 'viewer.zoomIn' }
    case '-':
      return { type: 'viewer.zoomOut' }
    case 'Escape':
      return { type: 'viewer.close' }
    default:
      return null
  }
}

/**
 * The viewer event a finished drag stands for, or `null`. `deltaX`/`deltaY` are the pointer's
 * end minus start position in CSS pixels. Only a mostly horizontal drag of at least 50 px counts.
 * In left-to-right a drag toward the left (negative `deltaX`) pulls the next image in; in
 * right-to-left the images run the other way, so a drag toward the right does.
 */
export const swipeToViewerEvent = (
  deltaX: number,
  deltaY: number,
  dir: Direction,
): ViewerGestureEvent | null => {
  if (!(Math.abs(deltaX) >= VIEWER_SWIPE_TOLERANCE_PX) || Math.abs(deltaY) > Math.abs(deltaX)) {
    return null
  }
  const towardLeft = deltaX < 0
  return { type: towardLeft === (dir === 'ltr') ? 'viewer.next' : 'viewer.previous' }
}
