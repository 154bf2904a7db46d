import { createModel, describeModel, reference } from '../../../test/machine-model/index.ts'
import { TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS, type ToastsEvent, toastsMachine } from './index.ts'

const shows: ToastsEvent[] = [
  { type: 'toasts.show', kind: 'info', message: 'added to cart' },
  { type: 'toasts.show', kind: 'error', title: 'Error', message: 'Checkout Failed', timeoutMs: 0 },
  { type: 'toasts.show', kind: 'success', message: 'wallet recharged', id: 'wallet' },
]

/**
 * The toast list as the spec describes it, without XState: newest last, at most five (the oldest
 * goes), a toast with the id of one shown replaces it, ids `toast-1`, `toast-2`… when not given;
 * 2500 ms unless told, 0 to stay.
 */
interface Shown {
  id: string
  kind: string
  title?: string
  message: string
  timeoutMs: number
}
const list = reference(toastsMachine, {
  initial: { toasts: [] as Shown[], count: 0 },
  next: (state, event) => {
    if (event.type === 'toasts.clear') return { ...state, toasts: [] }
    if (event.type === 'toasts.dismiss') {
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== event.id) }
    }
    if (event.type !== 'toasts.show') return state
    const count = state.count + 1
    const { timeoutMs } = event
    const toast: Shown = {
      id: event.id ?? `toast-${count}`,
      kind: event.kind,
      message: event.message,
      timeoutMs:
        timeoutMs === 0 || timeoutMs === Number.POSITIVE_INFINITY
          ? 0
          : timeoutMs !== undefined && timeoutMs > 0
            ? timeoutMs
            : 2500,
      ...(event.title === undefined ? {} : { title: event.title }),
    }
    const others = state.toasts.filter((old) => old.id !== toast.id)
    return { count, toasts: [...others, toast].slice(-5) }
  },
  view: (state) => state.toasts,
  observe: (snapshot) => snapshot.context.toasts,
})

const model = createModel({
  machine: toastsMachine,
  reference: list,
  events: (snapshot): ToastsEvent[] => [
    ...shows,
    ...snapshot.context.toasts.map((toast) => ({ type: 'toasts.dismiss' as const, id: toast.id })),
    { type: 'toasts.dismiss', id: 'not-shown' },
    { type: 'toasts.clear' },
  ],
  // Generated ids grow forever; the graph tells lists apart by what they show, not by their ids.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.toasts.map((toast) => [toast.kind, toast.id === 'wallet']),
    ]),
  delays: {},
  postconditions: {
    'show puts the toast last, replacing its id, dropping the oldest beyond five': (b, e, a) => {
      if (e.type !== 'toasts.show') return true
      const after = a.context.toasts
      const newest = after.at(-1)
      const kept = b.context.toasts.filter((t) => e.id === undefined || t.id !== e.id)
      const expectedOthers = kept.slice(-(TOAST_MAX_VISIBLE - 1)).map((t) => t.id)
      return (
        newest?.message === e.message &&
        newest.kind === e.kind &&
        newest.title === e.title &&
        newest.timeoutMs === (e.timeoutMs ?? TOAST_TIMEOUT_MS) &&
        JSON.stringify(after.slice(0, -1).map((t) => t.id)) === JSON.stringify(expectedOthers)
      )
    },
    'dismiss removes exactly that toast': (b, e, a) => {
      if (e.type !== 'toasts.dismiss') return true
      const { id } = e
      const expected = b.context.toasts.filter((t) => t.id !== id)
      return JSON.stringify(a.context.toasts) === JSON.stringify(expected)
    },
    'clear removes all': (_b, e, a) =>
      e.type !== 'toasts.clear' || (a.value === 'empty' && a.context.toasts.length === 0),
  },
  invariants: {
    'at most five toasts': (s) => s.context.toasts.length <= TOAST_MAX_VISIBLE,
    'ids are unique': (s) =>
      new Set(s.context.toasts.map((t) => t.id)).size === s.context.toasts.length,
    'empty exactly when there is no toast': (s) =>
      (s.value === 'empty') === (s.context.toasts.length === 0),
    'timeouts are the default or sticky': (s) =>
      s.context.toasts.every((t) => t.timeoutMs === TOAST_TIMEOUT_MS || t.timeoutMs === 0),
    'newest last: generated ids increase along the list': (s) => {
      const numbers = s.context.toasts
        .filter((t) => t.id.startsWith('toast-'))
        .map((t) => Number(t.id.slice('toast-'.length)))
      return numbers.every((n, i) => i === 0 || n > numbers[i - 1]!)
    },
  },
})

describeModel('toastsMachine, model-based', model)
