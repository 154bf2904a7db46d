import { enqueueActions, setup } from 'xstate'

/** A toast dismisses itself after this long unless told otherwise (spec §9). */
export const TOAST_TIMEOUT_MS = 2500
/** At most this many toasts are shown; a new one beyond it drops the oldest. */
export const TOAST_MAX_VISIBLE = 5

export const TOAST_KINDS = ['info', 'success', 'warning', 'error', 'question'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

/**
 * The colour token of each kind (spec §9: info blue, success green, warning orange, error red,
 * question yellow). The UI paints with `var(token)`.
 */
export const TOAST_COLOR_TOKENS: Readonly<Record<ToastKind, string>> = {
  info: '--matjar-color-info',
  success: '--matjar-color-success',
  warning: '--matjar-color-warning',
  error: '--matjar-color-error',
  question: '--matjar-color-question',
}

export type ToastPlacement =
  | 'top-right'
  | 'top-left'
  | 'top-center'
  | 'bottom-right'
  | 'bottom-left'
  | 'bottom-center'

/** Where toasts stack (spec §9). The UI mirrors it in right-to-left: top-left in Arabic. */
export const TOAST_PLACEMENT: ToastPlacement = 'top-right'

export interface Toast {
  id: string
  kind: ToastKind
  title?: string
  message: string
  /** Milliseconds before it dismisses itself; 0 means it stays until dismissed. */
  timeoutMs: number
}

export interface ToastsContext {
  /** Shown toasts, oldest first, newest last. */
  toasts: Toast[]
  /** How many toasts have been shown so far; numbers the generated ids. */
  shown: number
}

export interface ShowToast {
  kind: ToastKind
  title?: string
  message: string
  /**
   * Milliseconds before it dismisses itself (2500 when left out). 0 or `Infinity` keeps it until
   * it is dismissed; a negative or invalid number means the default.
   */
  timeoutMs?: number
  /** A toast with the same id is replaced (as the newest, with a new timer). Generated if left out. */
  id?: string
}

export type ToastsEvent =
  | ({ type: 'toasts.show' } & ShowToast)
  | { type: 'toasts.dismiss'; id: string }
  | { type: 'toasts.clear' }

const timerId = (toastId: string) => `toast-timer:${toastId}`

const resolveTimeout = (timeoutMs: number | undefined): number => {
  if (timeoutMs === undefined || Number.isNaN(timeoutMs) || timeoutMs < 0) return TOAST_TIMEOUT_MS
  return timeoutMs === Number.POSITIVE_INFINITY ? 0 : timeoutMs
}

/**
 * The toast queue (spec §8, §9). States `empty` and `showing`; the list is in `context.toasts`,
 * newest last. Each toast dismisses itself after its timeout (2500 ms by default) through a
 * delayed `toasts.dismiss`, cancelled when the toast goes earlier.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  guards: {
    isEmpty: ({ context }) => context.toasts.length === 0,
    isShown: ({ context, event }) =>
      event.type === 'toasts.dismiss' && context.toasts.some((toast) => toast.id === event.id),
  },
  actions: {
    show: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toasts.show') return
      const shown = context.shown + 1
      const toast: Toast = {
        id: event.id ?? `toast-${shown}`,
        kind: event.kind,
        message: event.message,
        timeoutMs: resolveTimeout(event.timeoutMs),
        ...(event.title === undefined ? {} : { title: event.title }),
      }
      const others = context.toasts.filter((old) => old.id !== toast.id)
      const kept = others.slice(Math.max(0, others.length + 1 - TOAST_MAX_VISIBLE))
      // Timers of the replaced toast and of the ones dropped for room.
      for (const old of context.toasts) {
        if (!kept.includes(old)) enqueue.cancel(timerId(old.id))
      }
      enqueue.assign({ toasts: [...kept, toast], shown })
      if (toast.timeoutMs > 0) {
        enqueue.raise(
          { type: 'toasts.dismiss', id: toast.id },
          { delay: toast.timeoutMs, id: timerId(toast.id) },
        )
      }
    }),
    dismiss: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toasts.dismiss') return
      enqueue.cancel(timerId(event.id))
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== event.id) })
    }),
    clear: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.cancel(timerId(toast.id))
      enqueue.assign({ toasts: [] })
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], shown: 0 },
  initial: 'empty',
  on: {
    'toasts.show': { target: '.showing', actions: 'show' },
  },
  states: {
    empty: {},
    showing: {
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'toasts.dismiss': { guard: 'isShown', actions: 'dismiss' },
        'toasts.clear': { target: 'empty', actions: 'clear' },
      },
    },
  },
})

export type ToastsMachine = typeof toastsMachine
