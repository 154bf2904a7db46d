import { describe, expect, it } from 'vitest'
import { advance, startOnSimulatedClock } from '../../../test/clock.ts'
import {
  type ImageViewerInput,
  imageViewerMachine,
  rotated,
  VIEWER_MAX_SCALE,
  VIEWER_MIN_SCALE,
  VIEWER_WHEEL_THROTTLE_MS,
  VIEWER_ZOOM_STEP,
  type ViewerImage,
  zoomedScale,
} from './index.ts'

const images: ViewerImage[] = [
  { src: '/a.jpg', alt: 'front' },
  { src: '/b.jpg', alt: 'side' },
  { src: '/c.jpg', alt: 'back' },
]

const openViewer = (input?: ImageViewerInput, index = 0) => {
  const started = startOnSimulatedClock(imageViewerMachine, input)
  started.actor.send({ type: 'viewer.open', images, index })
  return started
}

describe('the spec §9 constants', () => {
  it('are the numbers of the spec', () => {
    expect(VIEWER_ZOOM_STEP).toBe(0.12)
    expect(VIEWER_MAX_SCALE).toBe(3)
    expect(VIEWER_MIN_SCALE).toBe(0.1)
    expect(VIEWER_WHEEL_THROTTLE_MS).toBe(80)
  })
})

describe('zoomedScale and rotated', () => {
  it('steps without drifting and clamps to [0.1, 3]', () => {
    expect(zoomedScale(1.12, 0.12)).toBe(1.24)
    expect(zoomedScale(2.92, 0.12)).toBe(3)
    expect(zoomedScale(0.16, -0.12)).toBe(0.1)
    expect(zoomedScale(3, 0.12)).toBe(3)
  })

  it('normalises rotation to 0, 90, 180, 270', () => {
    expect(rotated(0, -90)).toBe(270)
    expect(rotated(270, 90)).toBe(0)
    expect(rotated(90, 90)).toBe(180)
  })
})

describe('imageViewerMachine', () => {
  it('starts closed, LTR unless told', () => {
    const { actor } = startOnSimulatedClock(imageViewerMachine)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.dir).toBe('ltr')
    expect(
      startOnSimulatedClock(imageViewerMachine, { dir: 'rtl' }).actor.getSnapshot().context.dir,
    ).toBe('rtl')
  })

  it('opens at the index asked, at natural scale, unrotated', () => {
    const { actor } = openViewer(undefined, 2)
    expect(actor.getSnapshot().matches('open')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ images, index: 2, scale: 1, rotation: 0 })
  })

  it('keeps an out-of-range index inside the list and refuses an empty list', () => {
    expect(openViewer(undefined, 9).actor.getSnapshot().context.index).toBe(2)
    expect(openViewer(undefined, -3).actor.getSnapshot().context.index).toBe(0)
    const { actor } = startOnSimulatedClock(imageViewerMachine)
    actor.send({ type: 'viewer.open', images: [] })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('wraps around with next and previous', () => {
    const { actor } = openViewer(undefined, 2)
    actor.send({ type: 'viewer.next' })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'viewer.previous' })
    expect(actor.getSnapshot().context.index).toBe(2)
    actor.send({ type: 'viewer.previous' })
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('never zooms beyond 3 or below 0.1', () => {
    const { actor } = openViewer()
    const scales: number[] = []
    for (let i = 0; i < 30; i++) {
      actor.send({ type: 'viewer.zoomIn' })
      scales.push(actor.getSnapshot().context.scale)
    }
    expect(Math.max(...scales)).toBe(3)
    expect(scales.slice(0, 3)).toEqual([1.12, 1.24, 1.36])
    expect(scales[15]).toBe(2.92) // 16 steps of 0.12
    expect(scales[16]).toBe(3) // the 17th would pass 3: clamped
    for (let i = 0; i < 40; i++) {
      actor.send({ type: 'viewer.zoomOut' })
      scales.push(actor.getSnapshot().context.scale)
    }
    expect(Math.min(...scales)).toBe(0.1)
    expect(actor.getSnapshot().context.scale).toBe(0.1)
    for (const scale of scales) {
      expect(scale).toBeGreaterThanOrEqual(0.1)
      expect(scale).toBeLessThanOrEqual(3)
    }
  })

  it('resets zoom and rotation when the image changes', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.zoomIn' })
    actor.send({ type: 'viewer.rotate', degrees: 90 })
    expect(actor.getSnapshot().context).toMatchObject({ scale: 1.12, rotation: 90 })
    actor.send({ type: 'viewer.next' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, scale: 1, rotation: 0 })
  })

  it('rotates by quarter turns both ways', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.rotate', degrees: -90 })
    expect(actor.getSnapshot().context.rotation).toBe(270)
    for (let i = 0; i < 3; i++) actor.send({ type: 'viewer.rotate', degrees: 90 })
    expect(actor.getSnapshot().context.rotation).toBe(180)
  })

  it('moves on a swipe of 50 px but not of 49 px', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.swipe', deltaX: -49 })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'viewer.swipe', deltaX: -50 })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'viewer.swipe', deltaX: 50 })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'viewer.swipe', deltaX: 49 })
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('swipes the other way in RTL', () => {
    const { actor } = openViewer({ dir: 'rtl' })
    actor.send({ type: 'viewer.swipe', deltaX: 50 })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'viewer.swipe', deltaX: -50 })
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('flips the arrow keys in RTL and follows a direction change', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.key', key: 'ArrowRight' })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'viewer.setDirection', dir: 'rtl' })
    actor.send({ type: 'viewer.key', key: 'ArrowRight' })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'viewer.key', key: 'ArrowLeft' })
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('zooms with + and -, closes with Escape, ignores other keys', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.key', key: '+' })
    expect(actor.getSnapshot().context.scale).toBe(1.12)
    actor.send({ type: 'viewer.key', key: '-' })
    actor.send({ type: 'viewer.key', key: '-' })
    expect(actor.getSnapshot().context.scale).toBe(0.88)
    actor.send({ type: 'viewer.key', key: 'q' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, scale: 0.88 })
    actor.send({ type: 'viewer.key', key: 'Escape' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('ignores everything but open while closed', () => {
    const { actor } = startOnSimulatedClock(imageViewerMachine)
    for (const event of [
      { type: 'viewer.next' },
      { type: 'viewer.zoomIn' },
      { type: 'viewer.key', key: 'ArrowRight' },
      { type: 'viewer.wheel', deltaY: -100 },
    ] as const) {
      actor.send(event)
    }
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, scale: 1, images: [] })
  })

  it('zooms on the wheel at most once per 80 ms; events inside the window are ignored', () => {
    const { actor, clock } = openViewer()
    actor.send({ type: 'viewer.wheel', deltaY: -100 })
    expect(actor.getSnapshot().context.scale).toBe(1.12)
    advance(clock, VIEWER_WHEEL_THROTTLE_MS - 1)
    actor.send({ type: 'viewer.wheel', deltaY: -100 })
    expect(actor.getSnapshot().context.scale).toBe(1.12)
    advance(clock, 1)
    actor.send({ type: 'viewer.wheel', deltaY: 100 })
    expect(actor.getSnapshot().context.scale).toBe(1)
    // The window starts at the wheel event that zoomed, not at the ignored ones.
    advance(clock, 40)
    actor.send({ type: 'viewer.wheel', deltaY: 100 })
    advance(clock, 40)
    actor.send({ type: 'viewer.wheel', deltaY: 100 })
    expect(actor.getSnapshot().context.scale).toBe(0.88)
  })

  it('a wheel event without vertical movement neither zooms nor starts the window', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.wheel', deltaY: 0 })
    actor.send({ type: 'viewer.wheel', deltaY: -1 })
    expect(actor.getSnapshot().context.scale).toBe(1.12)
  })

  it('buttons still zoom during the wheel window', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.wheel', deltaY: -1 })
    actor.send({ type: 'viewer.zoomIn' })
    expect(actor.getSnapshot().context.scale).toBe(1.24)
  })

  it('a single image does not move', () => {
    const { actor } = startOnSimulatedClock(imageViewerMachine)
    actor.send({ type: 'viewer.open', images: [{ src: '/only.jpg' }] })
    actor.send({ type: 'viewer.zoomIn' })
    actor.send({ type: 'viewer.next' })
    actor.send({ type: 'viewer.swipe', deltaX: -200 })
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, scale: 1.12 })
  })

  it('opening again starts fresh', () => {
    const { actor } = openViewer()
    actor.send({ type: 'viewer.zoomIn' })
    actor.send({ type: 'viewer.close' })
    actor.send({ type: 'viewer.open', images, index: 1 })
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, scale: 1, rotation: 0 })
  })
})
