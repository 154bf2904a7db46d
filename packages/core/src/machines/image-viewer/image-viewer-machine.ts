import { assign, enqueueActions, setup } from 'xstate'
import {
  type ImageViewerContext,
  type ImageViewerEvent,
  type ImageViewerInput,
  rotated,
  VIEWER_WHEEL_THROTTLE_MS,
  VIEWER_ZOOM_STEP,
  zoomedScale,
} from './image-viewer-context.ts'
import { keyToViewerEvent, swipeToViewerEvent } from './viewer-input.ts'

const fresh = { scale: 1, rotation: 0 } as const

/**
 * The shared image viewer (spec §2): previous and next with wrap-around, zoom, rotate, close,
 * swipe, wheel and keyboard. The image shown always starts at natural scale without rotation.
 *
 * States: `closed`, and `open` with `open.ready` / `open.wheelCooldown` (80 ms after a wheel
 * zoom, during which further wheel events are ignored).
 */
export const imageViewerMachine = setup({
  types: {
    context: {} as ImageViewerContext,
    events: {} as ImageViewerEvent,
    input: {} as ImageViewerInput | undefined,
  },
  delays: {
    wheelThrottle: VIEWER_WHEEL_THROTTLE_MS,
  },
  guards: {
    hasImages: ({ event }) => event.type === 'viewer.open' && event.images.length > 0,
    hasSeveralImages: ({ context }) => context.images.length > 1,
    swipeMovesNext: ({ context, event }) =>
      event.type === 'viewer.swipe' &&
      context.images.length > 1 &&
      swipeToViewerEvent(event.deltaX, event.deltaY ?? 0, context.dir)?.type === 'viewer.next',
    swipeMovesPrevious: ({ context, event }) =>
      event.type === 'viewer.swipe' &&
      context.images.length > 1 &&
      swipeToViewerEvent(event.deltaX, event.deltaY ?? 0, context.dir)?.type === 'viewer.previous',
    wheelZoomsIn: ({ event }) => event.type === 'viewer.wheel' && event.deltaY < 0,
    wheelZoomsOut: ({ event }) => event.type === 'viewer.wheel' && event.deltaY > 0,
    isViewerKey: ({ context, event }) =>
      event.type === 'viewer.key' && keyToViewerEvent(event.key, context.dir) !== null,
  },
  actions: {
    show: assign(({ event }) => {
      if (event.type !== 'viewer.open') return {}
      const last = event.images.length - 1
      const index = Math.min(last, Math.max(0, Math.trunc(event.index ?? 0) || 0))
      return { images: event.images, index, ...fresh }
    }),
    showNext: assign(({ context }) => ({
      index: (context.index + 1) % context.images.length,
      ...fresh,
    })),
    showPrevious: assign(({ context }) => ({
      index: (context.index - 1 + context.images.length) % context.images.length,
      ...fresh,
    })),
    zoomIn: assign(({ context }) => ({ scale: zoomedScale(context.scale, VIEWER_ZOOM_STEP) })),
    zoomOut: assign(({ context }) => ({ scale: zoomedScale(context.scale, -VIEWER_ZOOM_STEP) })),
    rotate: assign(({ context, event }) =>
      event.type === 'viewer.rotate' ? { rotation: rotated(context.rotation, event.degrees) } : {},
    ),
    setDirection: assign(({ event }) =>
      event.type === 'viewer.setDirection' ? { dir: event.dir } : {},
    ),
    // The key becomes the event it stands for, handled like any other in the same step.
    raiseKeyEvent: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'viewer.key') return
      const mapped = keyToViewerEvent(event.key, context.dir)
      if (mapped) enqueue.raise(mapped)
    }),
  },
}).createMachine({
  id: 'imageViewer',
  context: ({ input }) => ({
    images: [],
    index: 0,
    ...fresh,
    dir: input?.dir ?? 'ltr',
  }),
  initial: 'closed',
  on: {
    'viewer.setDirection': { actions: 'setDirection' },
    'viewer.open': { guard: 'hasImages', target: '.open', reenter: true, actions: 'show' },
  },
  states: {
    // The last image, scale and rotation stay in context after closing, so a closing animation
    // can still show them; opening always starts fresh.
    closed: {},
    open: {
      initial: 'ready',
      on: {
        'viewer.close': { target: 'closed' },
        'viewer.next': { guard: 'hasSeveralImages', actions: 'showNext' },
        'viewer.previous': { guard: 'hasSeveralImages', actions: 'showPrevious' },
        'viewer.zoomIn': { actions: 'zoomIn' },
        'viewer.zoomOut': { actions: 'zoomOut' },
        'viewer.rotate': { actions: 'rotate' },
        'viewer.swipe': [
          { guard: 'swipeMovesNext', actions: 'showNext' },
          { guard: 'swipeMovesPrevious', actions: 'showPrevious' },
        ],
        'viewer.key': { guard: 'isViewerKey', actions: 'raiseKeyEvent' },
      },
      states: {
        ready: {
          on: {
            'viewer.wheel': [
              { guard: 'wheelZoomsIn', target: 'wheelCooldown', actions: 'zoomIn' },
              { guard: 'wheelZoomsOut', target: 'wheelCooldown', actions: 'zoomOut' },
            ],
          },
        },
        wheelCooldown: {
          after: { wheelThrottle: 'ready' },
        },
      },
    },
  },
})

export type ImageViewerMachine = typeof imageViewerMachine
