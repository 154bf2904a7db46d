/** Progress is recalculated at most this often while loading (spec §9). */
export const LOADING_BAR_THROTTLE_MS = 200
/** The full bar stays this long after the load finished, then hides (spec §9). */
export const LOADING_BAR_HIDE_DELAY_MS = 500
/** Progress and the error flag go back to zero this long after the bar hid (spec §9). */
export const LOADING_BAR_RESET_DELAY_MS = 400
/** Height of the bar (spec §9), for the UI. */
export const LOADING_BAR_HEIGHT_PX = 5
/** Colour of the bar: the shop's brown (spec §9). */
export const LOADING_BAR_COLOR_TOKEN = '--matjar-brown-700'
/** Colour of the bar when the load failed (spec §4). */
export const LOADING_BAR_ERROR_COLOR_TOKEN = '--matjar-color-error'

export interface LoadingBarContext {
  /** 0 to 100. Below 100 while loading; exactly 100 once finished. */
  progress: number
  /** Whether the bar is shown. */
  visible: boolean
  /** The load failed: the UI paints the bar with `--matjar-color-error`. */
  error: boolean
  /** Time spent loading, counted in throttle ticks of the actor's clock. */
  elapsedMs: number
}

export type LoadingBarEvent =
  | { type: 'loadingBar.start' }
  | { type: 'loadingBar.finish' }
  | { type: 'loadingBar.error' }
  | { type: 'loadingBar.reset' }

/** A bar at rest: hidden, empty. */
export const LOADING_BAR_AT_REST: LoadingBarContext = {
  progress: 0,
  visible: false,
  error: false,
  elapsedMs: 0,
}
