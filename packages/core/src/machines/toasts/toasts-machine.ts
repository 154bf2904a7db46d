import { enqueueActions, setup } from 'xstate'
import {
  TOAST_MAX_VISIBLE,
  TOAST_TIMEOUT_MS,
  type Toast,
  type ToastsContext,
  type ToastsEvent,
} from './toasts-context.ts'

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
