import { assign, setup } from 'xstate'
import { estimatedProgress } from './estimated-progress.ts'
import {
  LOADING_BAR_AT_REST,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  type LoadingBarContext,
  type LoadingBarEvent,
} from './loading-bar-context.ts'

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
    clear: assign(LOADING_BAR_AT_REST),
  },
}).createMachine({
  id: 'loadingBar',
  context: LOADING_BAR_AT_REST,
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
