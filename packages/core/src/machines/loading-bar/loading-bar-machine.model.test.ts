import { createModel, describeModel, reference } from '../../../test/machine-model/index.ts'
import { estimatedProgress } from './estimated-progress.ts'
import {
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  type LoadingBarEvent,
  loadingBarMachine,
} from './index.ts'

// Elapsed time grows without end while loading, so the graph sees progress only as
// "0", "rising" or "100"; the replay still checks the exact context of every step.
const stage = (progress: number) => (progress === 0 ? '0' : progress === 100 ? '100' : 'rising')

const events: LoadingBarEvent[] = [
  { type: 'loadingBar.start' },
  { type: 'loadingBar.finish' },
  { type: 'loadingBar.error' },
  { type: 'loadingBar.reset' },
]

/**
 * The bar as the spec describes it, without XState: hidden at 0; while loading it shows and
 * creeps up every 200 ms; finishing (or failing, in red) fills it, hides it 500 ms later and
 * empties it 400 ms after that; reset hides and empties it at once.
 */
type Phase = 'idle' | 'loading' | 'full' | 'fading'
interface Bar {
  phase: Phase
  elapsedMs: number
  error: boolean
}
const idle: Bar = { phase: 'idle', elapsedMs: 0, error: false }
const bar = reference(loadingBarMachine, {
  initial: idle,
  next: (b, event): Bar => {
    switch (event.type) {
      case 'loadingBar.start':
        return b.phase === 'loading' ? b : { phase: 'loading', elapsedMs: 0, error: false }
      case 'loadingBar.finish':
        return b.phase === 'loading' ? { ...b, phase: 'full' } : b
      case 'loadingBar.error':
        return { ...b, phase: 'full', error: true }
      case 'loadingBar.reset':
        return idle
    }
    if (event.type.startsWith('xstate.after.throttle') && b.phase === 'loading') {
      return { ...b, elapsedMs: b.elapsedMs + 200 }
    }
    if (event.type.startsWith('xstate.after.hideDelay') && b.phase === 'full') {
      return { ...b, phase: 'fading' }
    }
    if (event.type.startsWith('xstate.after.resetDelay') && b.phase === 'fading') return idle
    return b
  },
  view: (b) => ({
    visible: b.phase === 'loading' || b.phase === 'full',
    progress: b.phase === 'idle' ? 0 : b.phase === 'loading' ? estimatedProgress(b.elapsedMs) : 100,
    error: b.error,
  }),
  observe: ({ context }) => ({
    visible: context.visible,
    progress: context.progress,
    error: context.error,
  }),
})

const model = createModel({
  machine: loadingBarMachine,
  reference: bar,
  events: () => events,
  serializeState: (snapshot) => {
    const { progress, visible, error } = snapshot.context
    return JSON.stringify([snapshot.value, stage(progress), visible, error])
  },
  invariants: {
    'progress within 0–100': (s) => s.context.progress >= 0 && s.context.progress <= 100,
    'shown exactly while loading or completing': (s) =>
      s.context.visible === (s.value === 'loading' || s.value === 'completing'),
    'idle is hidden at 0 without error': (s) =>
      s.value !== 'idle' || (s.context.progress === 0 && !s.context.error),
    'loading stays below 100, not red': (s) =>
      s.value !== 'loading' || (s.context.progress < 100 && !s.context.error),
    'a finished bar is full': (s) =>
      !(s.value === 'completing' || s.value === 'hiding') || s.context.progress === 100,
  },
  postconditions: {
    'start begins at 0, shown, unless already loading (then nothing changes)': (b, e, a) =>
      e.type !== 'loadingBar.start' ||
      (b.value === 'loading'
        ? JSON.stringify(a.context) === JSON.stringify(b.context)
        : a.value === 'loading' &&
          a.context.progress === 0 &&
          a.context.visible &&
          !a.context.error),
    'finish fills a loading bar; otherwise nothing changes': (b, e, a) =>
      e.type !== 'loadingBar.finish' ||
      (b.value === 'loading'
        ? a.value === 'completing' && a.context.progress === 100 && !a.context.error
        : JSON.stringify(a.context) === JSON.stringify(b.context)),
    'error shows a full red bar': (_b, e, a) =>
      e.type !== 'loadingBar.error' ||
      (a.value === 'completing' &&
        a.context.progress === 100 &&
        a.context.visible &&
        a.context.error),
    'reset hides at 0 at once': (_b, e, a) =>
      e.type !== 'loadingBar.reset' ||
      (a.value === 'idle' && a.context.progress === 0 && !a.context.visible && !a.context.error),
    'each tick adds 200 ms and raises the estimate': (b, e, a) =>
      !e.type.startsWith('xstate.after.throttle') ||
      (a.context.elapsedMs === b.context.elapsedMs + 200 &&
        a.context.progress > b.context.progress &&
        a.context.progress === estimatedProgress(a.context.elapsedMs)),
    '500 ms after finishing the bar hides, still full and same colour': (b, e, a) =>
      !e.type.startsWith('xstate.after.hideDelay') ||
      (a.value === 'hiding' &&
        !a.context.visible &&
        a.context.progress === 100 &&
        a.context.error === b.context.error),
    '400 ms after hiding it resets': (_b, e, a) =>
      !e.type.startsWith('xstate.after.resetDelay') ||
      (a.value === 'idle' && a.context.progress === 0 && !a.context.error),
  },
  delays: {
    throttle: LOADING_BAR_THROTTLE_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
    resetDelay: LOADING_BAR_RESET_DELAY_MS,
  },
})

describeModel('loadingBarMachine, model-based', model)
