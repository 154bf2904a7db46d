export {
  type ShowToast,
  TOAST_COLOR_TOKENS,
  TOAST_KINDS,
  TOAST_MAX_VISIBLE,
  TOAST_PLACEMENT,
  TOAST_TIMEOUT_MS,
  type Toast,
  type ToastKind,
  type ToastPlacement,
  type ToastsContext,
  type ToastsEvent,
} from './toasts-context.ts'
export { type ToastsMachine, toastsMachine } from './toasts-machine.ts'
export { toastsOnDemand } from './toasts-on-demand.ts'
