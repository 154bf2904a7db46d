import { describe, expect, it } from 'vitest'
import { advance, startOnSimulatedClock } from '../../../test/clock.ts'
import { estimatedProgress, LOADING_BAR_DURATION_MS } from './estimated-progress.ts'
import {
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  loadingBarMachine,
} from './index.ts'

const start = () => startOnSimulatedClock(loadingBarMachine)

/** Back where it started: idle, hidden, at 0, no error, no time counted. */
const expectHiddenAtZero = (actor: ReturnType<typeof start>['actor']) => {
  expect(actor.getSnapshot().value).toBe('idle')
  expect(actor.getSnapshot().context).toEqual({
    progress: 0,
    visible: false,
    error: false,
    elapsedMs: 0,
  })
}

describe('the spec §9 constants', () => {
  it('are the numbers of the spec', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200)
    expect(LOADING_BAR_DURATION_MS).toBe(2000)
    expect(LOADING_BAR_HIDE_DELAY_MS).toBe(500)
    expect(LOADING_BAR_RESET_DELAY_MS).toBe(400)
  })
})

describe('estimatedProgress', () => {
  it('starts at 0, rises, and stays below 100', () => {
    expect(estimatedProgress(0)).toBe(0)
    const samples = [200, 1000, 2000, 5000, 60_000, 24 * 3600 * 1000].map((ms) =>
      estimatedProgress(ms),
    )
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1]!)
    expect(samples.at(-1)).toBeLessThan(100)
  })

  it('reads about 70 % after the estimated duration', () => {
    expect(estimatedProgress(2000)).toBeCloseTo((200 / Math.PI) * Math.atan(2), 10)
    expect(estimatedProgress(2000)).toBeCloseTo(70.48, 2)
  })

  it('treats negative or invalid times as the start', () => {
    expect(estimatedProgress(-5)).toBe(0)
    expect(estimatedProgress(Number.NaN)).toBe(0)
  })
})

describe('loadingBarMachine', () => {
  it('is hidden at 0 before anything loads', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, visible: false, error: false })
  })

  it('shows at once on start, without waiting for the throttle', () => {
    const { actor } = start()
    actor.send({ type: 'loadingBar.start' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toMatchObject({ visible: true, progress: 0, error: false })
  })

  it('recalculates progress every 200 ms along the curve, not in between', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, LOADING_BAR_THROTTLE_MS - 1)
    expect(actor.getSnapshot().context.progress).toBe(0)
    advance(clock, 1)
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(200))
    advance(clock, LOADING_BAR_THROTTLE_MS - 1)
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(200))
    advance(clock, 1)
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(400))
    advance(clock, 2000 - 400)
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(2000))
    expect(actor.getSnapshot().context.progress).toBeGreaterThan(70)
  })

  it('never reaches 100 while loading, however long it takes', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    let previous = -1
    for (let t = 0; t < 60; t++) {
      advance(clock, 1000)
      const { progress } = actor.getSnapshot().context
      expect(progress).toBeGreaterThan(previous)
      expect(progress).toBeLessThan(100)
      previous = progress
    }
  })

  it('keeps going on a second start while loading (no jump back)', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 600)
    const before = actor.getSnapshot().context.progress
    expect(before).toBe(estimatedProgress(600))
    actor.send({ type: 'loadingBar.start' })
    expect(actor.getSnapshot().context.progress).toBe(before)
    advance(clock, 200)
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(800))
  })

  it('on finish: 100 at once, hidden exactly 500 ms later, reset 400 ms after that', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 300)
    actor.send({ type: 'loadingBar.finish' })
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, visible: true })

    advance(clock, LOADING_BAR_HIDE_DELAY_MS - 1)
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, visible: true })
    advance(clock, 1)
    expect(actor.getSnapshot().value).toBe('hiding')
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, visible: false })

    advance(clock, LOADING_BAR_RESET_DELAY_MS - 1)
    expect(actor.getSnapshot().context.progress).toBe(100)
    advance(clock, 1)
    expectHiddenAtZero(actor)
  })

  it('stops the curve on finish: no tick moves a finished bar', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 199)
    actor.send({ type: 'loadingBar.finish' })
    advance(clock, 1)
    expect(actor.getSnapshot().context.progress).toBe(100)
  })

  it('on error: the error colour flag, 100, then the finish timings; reset clears the flag', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 400)
    actor.send({ type: 'loadingBar.error' })
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, visible: true, error: true })
    advance(clock, 499)
    expect(actor.getSnapshot().context.visible).toBe(true)
    advance(clock, 1)
    expect(actor.getSnapshot().context).toMatchObject({ visible: false, error: true })
    advance(clock, 399)
    expect(actor.getSnapshot().context.error).toBe(true)
    advance(clock, 1)
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, error: false })
  })

  it('an error after finishing turns the full bar red without extending its time', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    actor.send({ type: 'loadingBar.finish' })
    advance(clock, 300)
    actor.send({ type: 'loadingBar.error' })
    expect(actor.getSnapshot().context.error).toBe(true)
    advance(clock, 200)
    expect(actor.getSnapshot().context.visible).toBe(false)
  })

  it('an error with nothing loading shows the red bar and then hides it', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.error' })
    expect(actor.getSnapshot().context).toMatchObject({ progress: 100, visible: true, error: true })
    advance(clock, 900)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a new start while the finished bar is shown restarts at once from 0', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    actor.send({ type: 'loadingBar.error' })
    advance(clock, 100)
    actor.send({ type: 'loadingBar.start' })
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, visible: true, error: false })
    // The old hide timer is gone: the bar is still shown when it would have fired.
    advance(clock, 400)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(400))
  })

  it('a new start while hiding cancels the reset', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    actor.send({ type: 'loadingBar.finish' })
    advance(clock, 500 + 200)
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 200)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toMatchObject({ visible: true })
    expect(actor.getSnapshot().context.progress).toBe(estimatedProgress(200))
  })

  it('finish with nothing loading does nothing', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.finish' })
    expect(actor.getSnapshot().value).toBe('idle')
    advance(clock, 1000)
    expect(actor.getSnapshot().context.visible).toBe(false)
  })

  it('reset goes straight back to hidden at 0 and cancels every timer', () => {
    const { actor, clock } = start()
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 200)
    actor.send({ type: 'loadingBar.reset' })
    expectHiddenAtZero(actor)
    advance(clock, 1000)
    expect(actor.getSnapshot().context.progress).toBe(0)
  })

  it('tells subscribers about every change', () => {
    const { actor, clock } = start()
    const seen: number[] = []
    actor.subscribe((snapshot) => seen.push(snapshot.context.progress))
    actor.send({ type: 'loadingBar.start' })
    advance(clock, 400)
    actor.send({ type: 'loadingBar.finish' })
    expect(seen).toEqual([0, estimatedProgress(200), estimatedProgress(400), 100])
  })
})
