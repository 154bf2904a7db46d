export {
  connectImageViewer,
  type ImageViewerApi,
  type ImageViewerConnectOptions,
  type ImageViewerWords,
} from './image-viewer-connect.ts'
export {
  type ImageViewerContext,
  type ImageViewerEvent,
  type ImageViewerInput,
  rotated,
  VIEWER_MAX_SCALE,
  VIEWER_MIN_SCALE,
  VIEWER_WHEEL_THROTTLE_MS,
  VIEWER_ZOOM_STEP,
  type ViewerImage,
  type ViewerRotation,
  zoomedScale,
} from './image-viewer-context.ts'
export { type ImageViewerMachine, imageViewerMachine } from './image-viewer-machine.ts'
export { imageViewerOnDemand } from './image-viewer-on-demand.ts'
export {
  keyToViewerEvent,
  swipeToViewerEvent,
  VIEWER_SWIPE_TOLERANCE_PX,
  type ViewerGestureEvent,
} from './viewer-input.ts'
