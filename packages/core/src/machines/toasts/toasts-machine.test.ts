import { describe, expect, it } from 'vitest'
import { advance, startOnSimulatedClock } from '../../../test/clock.ts'
import {
  TOAST_COLOR_TOKENS,
  TOAST_KINDS,
  TOAST_MAX_VISIBLE,
  TOAST_PLACEMENT,
  TOAST_TIMEOUT_MS,
  toastsMachine,
} from './index.ts'

const start = () => startOnSimulatedClock(toastsMachine)
const messages = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.toasts.map((toast) => toast.message)

describe('the spec §9 constants', () => {
  it('are the numbers and names of the spec', () => {
    expect(TOAST_TIMEOUT_MS).toBe(2500)
    expect(TOAST_PLACEMENT).toBe('top-right')
    expect(TOAST_KINDS).toEqual(['info', 'success', 'warning', 'error', 'question'])
    expect(TOAST_COLOR_TOKENS).toEqual({
      info: '--matjar-color-info',
      success: '--matjar-color-success',
      warning: '--matjar-color-warning',
      error: '--matjar-color-error',
      question: '--matjar-color-question',
    })
  })
})

describe('toastsMachine', () => {
  it('starts empty', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context.toasts).toEqual([])
  })

  it('shows a toast with its kind, title and message, and a generated id', () => {
    const { actor } = start()
    actor.send({
      type: 'toasts.show',
      kind: 'warning',
      title: 'Warning',
      message: 'Not enough stock available',
    })
    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.toasts).toEqual([
      {
        id: 'toast-1',
        kind: 'warning',
        title: 'Warning',
        message: 'Not enough stock available',
        timeoutMs: 2500,
      },
    ])
  })

  it('dismisses a toast at 2500 ms, not before', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'success', message: 'added to cart' })
    advance(clock, TOAST_TIMEOUT_MS - 1)
    expect(messages(actor)).toEqual(['added to cart'])
    advance(clock, 1)
    expect(messages(actor)).toEqual([])
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('times each toast from its own start', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'info', message: 'first' })
    advance(clock, 1000)
    actor.send({ type: 'toasts.show', kind: 'info', message: 'second' })
    advance(clock, 1500)
    expect(messages(actor)).toEqual(['second'])
    advance(clock, 999)
    expect(messages(actor)).toEqual(['second'])
    advance(clock, 1)
    expect(messages(actor)).toEqual([])
  })

  it('honours a custom timeout', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'error', message: 'Checkout Failed', timeoutMs: 5000 })
    advance(clock, 4999)
    expect(messages(actor)).toEqual(['Checkout Failed'])
    advance(clock, 1)
    expect(messages(actor)).toEqual([])
  })

  it('keeps a toast with timeout 0 (or Infinity) until dismissed', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'question', message: 'Cancel order?', timeoutMs: 0 })
    actor.send({ type: 'toasts.show', kind: 'info', message: 'forever', timeoutMs: Infinity })
    advance(clock, 60_000)
    expect(messages(actor)).toEqual(['Cancel order?', 'forever'])
    expect(actor.getSnapshot().context.toasts[1]?.timeoutMs).toBe(0)
    actor.send({ type: 'toasts.dismiss', id: 'toast-1' })
    expect(messages(actor)).toEqual(['forever'])
  })

  it('uses the default for a negative or invalid timeout', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'info', message: 'a', timeoutMs: -1 })
    actor.send({ type: 'toasts.show', kind: 'info', message: 'b', timeoutMs: Number.NaN })
    advance(clock, 2499)
    expect(messages(actor)).toEqual(['a', 'b'])
    advance(clock, 1)
    expect(messages(actor)).toEqual([])
  })

  it('dismisses by id at once and cancels that toast’s timer', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'info', message: 'a', id: 'cart' })
    actor.send({ type: 'toasts.dismiss', id: 'cart' })
    expect(actor.getSnapshot().value).toBe('empty')
    // A new toast with the same id must not be removed by the old timer.
    advance(clock, 1000)
    actor.send({ type: 'toasts.show', kind: 'info', message: 'b', id: 'cart' })
    advance(clock, 1500)
    expect(messages(actor)).toEqual(['b'])
    advance(clock, 1000)
    expect(messages(actor)).toEqual([])
  })

  it('ignores dismissing an unknown id', () => {
    const { actor } = start()
    actor.send({ type: 'toasts.show', kind: 'info', message: 'a' })
    actor.send({ type: 'toasts.dismiss', id: 'nope' })
    expect(messages(actor)).toEqual(['a'])
  })

  it('keeps the newest last and drops the oldest beyond five', () => {
    const { actor } = start()
    for (let i = 1; i <= 7; i++) actor.send({ type: 'toasts.show', kind: 'info', message: `m${i}` })
    expect(TOAST_MAX_VISIBLE).toBe(5)
    expect(messages(actor)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7'])
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.id)).toEqual([
      'toast-3',
      'toast-4',
      'toast-5',
      'toast-6',
      'toast-7',
    ])
  })

  it('replaces a toast with the same id as the newest, with a fresh timer', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'success', message: 'added to cart', id: 'cart' })
    actor.send({ type: 'toasts.show', kind: 'info', message: 'other' })
    advance(clock, 2000)
    actor.send({ type: 'toasts.show', kind: 'success', message: 'added to cart (2)', id: 'cart' })
    expect(messages(actor)).toEqual(['other', 'added to cart (2)'])
    advance(clock, 500)
    expect(messages(actor)).toEqual(['added to cart (2)'])
    advance(clock, 1999)
    expect(messages(actor)).toEqual(['added to cart (2)'])
    advance(clock, 1)
    expect(messages(actor)).toEqual([])
  })

  it('clears every toast and its timer', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toasts.show', kind: 'info', message: 'a' })
    actor.send({ type: 'toasts.show', kind: 'info', message: 'b', id: 'b' })
    actor.send({ type: 'toasts.clear' })
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'toasts.show', kind: 'info', message: 'c', id: 'b', timeoutMs: 0 })
    advance(clock, 3000)
    expect(messages(actor)).toEqual(['c'])
  })
})
