export {
  type ImageViewerContext,
  type ImageViewerEvent,
  type ImageViewerInput,
  type ImageViewerMachine,
  imageViewerMachine,
  rotated,
  VIEWER_MAX_SCALE,
  VIEWER_MIN_SCALE,
  VIEWER_WHEEL_THROTTLE_MS,
  VIEWER_ZOOM_STEP,
  type ViewerImage,
  type ViewerRotation,
  zoomedScale,
} from './image-viewer-machine.ts'
export {
  keyToViewerEvent,
  swipeToViewerEvent,
  VIEWER_SWIPE_TOLERANCE_PX,
  type ViewerGestureEvent,
} from './viewer-input.ts'
