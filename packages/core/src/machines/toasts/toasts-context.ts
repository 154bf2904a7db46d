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
