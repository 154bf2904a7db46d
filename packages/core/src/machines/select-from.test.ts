import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { selectFrom } from './select-from.ts'

const machine = setup({
  types: {
    context: {} as { count: number; other: number },
    events: {} as { type: 'count' } | { type: 'other' },
  },
}).createMachine({
  context: { count: 0, other: 0 },
  on: {
    count: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    other: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
})

describe('selectFrom', () => {
  it('answers the same value until the part it picks changes', () => {
    const actor = createActor(machine).start()
    const selection = selectFrom(
      actor,
      (snapshot) => ({ count: snapshot.context.count }),
      (a, b) => a.count === b.count,
    )
    const first = selection.get()
    actor.send({ type: 'other' })
    expect(selection.get()).toBe(first)
    actor.send({ type: 'count' })
    expect(selection.get()).toEqual({ count: 1 })
    expect(selection.get()).not.toBe(first)
  })

  it('compares with Object.is when no equality is given', () => {
    const actor = createActor(machine).start()
    const selection = selectFrom(actor, (snapshot) => snapshot.context.count)
    actor.send({ type: 'other' })
    expect(selection.get()).toBe(0)
    actor.send({ type: 'count' })
    expect(selection.get()).toBe(1)
  })

  it('tells its listeners of every change until they stop listening', () => {
    const actor = createActor(machine).start()
    const selection = selectFrom(actor, (snapshot) => snapshot.context.count)
    let told = 0
    const stop = selection.subscribe(() => {
      told += 1
    })
    actor.send({ type: 'count' })
    actor.send({ type: 'other' })
    expect(told).toBe(2)
    stop()
    actor.send({ type: 'count' })
    expect(told).toBe(2)
  })
})
