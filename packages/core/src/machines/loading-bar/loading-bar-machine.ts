import { assign, setup } from 'xstate'
import { estimatedProgress } from './estimated-progress.ts'

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

const initialContext: LoadingBarContext = {
  progress: 0,
  visible: false,
  error: false,
  elapsedMs: 0,
}

/**
 * The top loading bar of page navigation (spec §4).
 *
 * - `idle`: hidden, progress 0.
 * - `loading`: shown; progress follows `estimatedProgress`, recalculated every 200 ms of the
 *   actor's clock, starting at once (no throttle before the first value).
 * - `completing`: shown at 100 % (red when `error`) for 500 ms.
 * - `hiding`: hidden, still at 100 % so a fade-out shows a full bar; 400 ms later back to `idle`.
 *
 * `loadingBar.start` while loading keeps going (no jump back); while completing or hiding it
 * starts a new load at once. `loadingBar.error` finishes with the error flag, from any state.
 * `loadingBar.reset` goes straight back to `idle`.
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  delays: {
    throttle: LOADING_BAR_THROTTLE_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
    resetDelay: LOADING_BAR_RESET_DELAY_MS,
  },
  actions: {
    begin: assign({ progress: estimatedProgress(0), visible: true, error: false, elapsedMs: 0 }),
    advance: assign(({ context }) => {
      const elapsedMs = context.elapsedMs + LOADING_BAR_THROTTLE_MS
      return { elapsedMs, progress: estimatedProgress(elapsedMs) }
    }),
    complete: assign({ progress: 100, visible: true }),
    markError: assign({ error: true }),
    hide: assign({ visible: false }),
    clear: assign(initialContext),
  },
}).createMachine({
  id: 'loadingBar',
  context: initialContext,
  initial: 'idle',
  on: {
    'loadingBar.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: {
        'loadingBar.start': { target: 'loading', actions: 'begin' },
        'loadingBar.error': { target: 'completing', actions: ['complete', 'markError'] },
      },
    },
    loading: {
      after: {
        throttle: { target: 'loading', reenter: true, actions: 'advance' },
      },
      on: {
        'loadingBar.finish': { target: 'completing', actions: 'complete' },
        'loadingBar.error': { target: 'completing', actions: ['complete', 'markError'] },
      },
    },
    completing: {
      after: {
        hideDelay: { target: 'hiding', actions: 'hide' },
      },
      on: {
        'loadingBar.start': { target: 'loading', actions: 'begin' },
        // Already full: only the colour changes, the hide timer keeps running.
        'loadingBar.error': { actions: 'markError' },
      },
    },
    hiding: {
      after: {
        resetDelay: { target: 'idle', actions: 'clear' },
      },
      on: {
        'loadingBar.start': { target: 'loading', actions: 'begin' },
        'loadingBar.error': { target: 'completing', actions: ['complete', 'markError'] },
      },
    },
  },
})

export type LoadingBarMachine = typeof loadingBarMachine
