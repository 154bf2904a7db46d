// The at-rest path of the actors made on demand, checked against an oracle that is not the code
// under test: the machine itself, run as a plain XState actor from the start. For any sequence of
// events and passing time, the toasts, loading bar and image viewer read exactly what their
// machine reads, before the machine is made (the `atRest` shortcuts), while it loads (events
// waiting in order) and after.
import * as fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Actor, type AnyStateMachine, createActor, type EventFromLogic } from 'xstate'
import type { ActorOnDemand } from './actor-on-demand.ts'
import {
  type ImageViewerEvent,
  imageViewerMachine,
  imageViewerOnDemand,
} from './image-viewer/index.ts'
import { type LoadingBarEvent, loadingBarMachine, loadingBarOnDemand } from './loading-bar/index.ts'
import { type ToastsEvent, toastsMachine, toastsOnDemand } from './toasts/index.ts'

type Step<E> = { event: E } | { waitMs: number }

const read = (snapshot: { value: unknown; context: unknown }) => ({
  value: snapshot.value,
  context: snapshot.context,
})
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Feeds `steps` to the actor on demand and to the machine's own actor, and after each step waits
 * (real turns of the event loop, the clock stopped) until the one on demand reads as the oracle,
 * or fails with the step where they parted.
 */
const agree = async <M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  onDemand: ActorOnDemand<M>,
  steps: readonly Step<EventFromLogic<M>>[],
) => {
  // The machines' inputs are optional; xstate cannot tell that of a generic machine.
  const oracle = (createActor as (logic: M, options: object) => Actor<M>)(
    machine,
    input === undefined ? {} : { input },
  )
  oracle.start()
  onDemand.start()
  try {
    for (const [at, step] of steps.entries()) {
      if ('event' in step) {
        oracle.send(step.event)
        onDemand.send(step.event)
      } else {
        vi.advanceTimersByTime(step.waitMs)
      }
      const expected = read(oracle.getSnapshot())
      for (let turn = 0; turn < 2_000; turn++) {
        if (JSON.stringify(read(onDemand.getSnapshot())) === JSON.stringify(expected)) break
        await nextTurn()
      }
      expect(read(onDemand.getSnapshot()), `after step ${at}: ${JSON.stringify(step)}`).toEqual(
        expected,
      )
    }
  } finally {
    oracle.stop()
    onDemand.stop()
  }
}

const waits = fc.constantFrom(0, 150, 200, 450, 500, 2_600).map((waitMs) => ({ waitMs }))
const stepsOf = <E>(events: fc.Arbitrary<E>) =>
  fc.array(fc.oneof({ arbitrary: events.map((event) => ({ event })), weight: 3 }, waits), {
    maxLength: 10,
  })

const toastEvents: fc.Arbitrary<ToastsEvent> = fc.oneof(
  fc.constantFrom<ToastsEvent>(
    { type: 'toasts.show', kind: 'success', message: 'Added to cart' },
    { type: 'toasts.show', kind: 'error', message: 'Checkout failed', timeoutMs: 0 },
    { type: 'toasts.show', kind: 'info', message: 'Wallet', id: 'wallet' },
    { type: 'toasts.clear' },
  ),
  fc
    .constantFrom('toast-1', 'toast-2', 'wallet', 'never-shown')
    .map((id): ToastsEvent => ({ type: 'toasts.dismiss', id })),
)
const loadingBarEvents = fc.constantFrom<LoadingBarEvent>(
  { type: 'loadingBar.start' },
  { type: 'loadingBar.finish' },
  { type: 'loadingBar.error' },
  { type: 'loadingBar.reset' },
)
const pictures = [{ src: '/a.jpg' }, { src: '/b.jpg' }, { src: '/c.jpg' }]
const viewerEvents = fc.constantFrom<ImageViewerEvent>(
  { type: 'viewer.open', images: pictures, index: 1 },
  { type: 'viewer.open', images: [] },
  { type: 'viewer.close' },
  { type: 'viewer.next' },
  { type: 'viewer.previous' },
  { type: 'viewer.zoomIn' },
  { type: 'viewer.zoomOut' },
  { type: 'viewer.rotate', degrees: 90 },
  { type: 'viewer.swipe', deltaX: -80 },
  { type: 'viewer.wheel', deltaY: -100 },
  { type: 'viewer.key', key: 'ArrowLeft' },
  { type: 'viewer.key', key: 'Escape' },
  { type: 'viewer.setDirection', dir: 'rtl' },
  { type: 'viewer.setDirection', dir: 'ltr' },
)

describe('actors on demand read as their machines, at rest and after (model: the machine)', () => {
  beforeEach(() => {
    // The clock stands still unless a step lets time pass; the event loop's own turns stay real.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('toasts', async () => {
    await fc.assert(
      fc.asyncProperty(stepsOf(toastEvents), (steps) =>
        agree(toastsMachine, undefined, toastsOnDemand(), steps),
      ),
      { numRuns: 60 },
    )
  })

  it('loading bar', async () => {
    await fc.assert(
      fc.asyncProperty(stepsOf(loadingBarEvents), (steps) =>
        agree(loadingBarMachine, undefined, loadingBarOnDemand(), steps),
      ),
      { numRuns: 60 },
    )
  })

  it('image viewer, in either reading direction', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('ltr', 'rtl'), stepsOf(viewerEvents), (dir, steps) =>
        agree(imageViewerMachine, { dir }, imageViewerOnDemand(dir), steps),
      ),
      { numRuns: 60 },
    )
  })
})
