export { estimatedProgress, LOADING_BAR_DURATION_MS } from './estimated-progress.ts'
export {
  LOADING_BAR_AT_REST,
  LOADING_BAR_COLOR_TOKEN,
  LOADING_BAR_ERROR_COLOR_TOKEN,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  type LoadingBarContext,
  type LoadingBarEvent,
} from './loading-bar-context.ts'
export { type LoadingBarMachine, loadingBarMachine } from './loading-bar-machine.ts'
export { loadingBarOnDemand } from './loading-bar-on-demand.ts'
