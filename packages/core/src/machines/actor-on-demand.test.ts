import { describe, expect, it, vi } from 'vitest'
import { assign, emit, setup } from 'xstate'
import { waitForSnapshot } from '../../test/wait-for.ts'
import { createActorOnDemand } from './actor-on-demand.ts'

/** A counter that emits each count, with a `noop` that changes nothing when idle. */
const counter = setup({
  types: {
    context: {} as { count: number; step: number },
    events: {} as { type: 'add' } | { type: 'noop' },
    emitted: {} as { type: 'counted'; count: number },
    input: {} as { step: number },
  },
}).createMachine({
  context: ({ input }) => ({ count: 0, step: input.step }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        add: {
          actions: [
            assign({ count: ({ context }) => context.count + context.step }),
            emit(({ context }) => ({ type: 'counted' as const, count: context.count })),
          ],
        },
      },
    },
  },
})

const resting = { value: 'idle' as const, context: { count: 0, step: 1 } }

describe('createActorOnDemand', () => {
  it('reads as resting and loads nothing until an event needs the machine', async () => {
    const load = vi.fn(() => Promise.resolve(counter))
    const actor = createActorOnDemand({
      load,
      resting,
      input: () => ({ step: 1 }),
      atRest: (event, resting) => (event.type === 'noop' ? resting : undefined),
    })
    actor.start()
    actor.send({ type: 'noop' })
    expect(actor.getSnapshot()).toBe(resting)
    expect(actor.current).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
  })

  it('sends the events that waited, in order, once the machine is made', async () => {
    let step = 1
    const actor = createActorOnDemand({
      load: () => Promise.resolve(counter),
      resting,
      // Read when the actor is made, not when it was first asked for.
      input: () => ({ step }),
    })
    const counted: number[] = []
    actor.on('counted', (event) => counted.push(event.count))
    const changes = vi.fn()
    actor.subscribe(changes)
    actor.start()
    actor.send({ type: 'add' })
    actor.send({ type: 'add' })
    step = 10
    expect(actor.getSnapshot().context.count).toBe(0)

    await waitForSnapshot(actor, (snapshot) => snapshot.context.count === 20)
    expect(counted).toEqual([10, 20])
    expect(changes).toHaveBeenCalled()
    actor.send({ type: 'add' })
    expect(actor.getSnapshot().context.count).toBe(30)
    expect(counted).toEqual([10, 20, 30])
  })

  it('changes its resting state until it is made, then follows the actor only', async () => {
    const actor = createActorOnDemand({
      load: () => Promise.resolve(counter),
      resting,
      input: () => ({ step: 1 }),
    })
    const changes = vi.fn()
    actor.subscribe(changes)
    actor.rest(({ value, context }) => ({ value, context: { ...context, count: 5 } }))
    expect(actor.getSnapshot().context.count).toBe(5)
    expect(changes).toHaveBeenCalledTimes(1)
    await actor.make()
    actor.rest(({ value, context }) => ({ value, context: { ...context, count: 99 } }))
    expect(actor.getSnapshot().context.count).toBe(0)
  })

  it('drops what waited when the machine fails to load, and tries again on the next event', async () => {
    let fail = true
    const failed = vi.fn()
    const actor = createActorOnDemand({
      load: () => (fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve(counter)),
      resting,
      input: () => ({ step: 1 }),
      onLoadFailed: failed,
    })
    actor.start()
    actor.send({ type: 'add' })
    await expect(actor.make()).rejects.toThrow('chunk gone')
    expect(failed).toHaveBeenCalledTimes(1)
    expect(actor.current).toBeUndefined()

    fail = false
    actor.send({ type: 'add' })
    await waitForSnapshot(actor, (snapshot) => snapshot.context.count === 1)
    expect(actor.getSnapshot().context.count).toBe(1)
  })

  it('stops listening to emitted events when told, before and after it is made', async () => {
    const actor = createActorOnDemand({
      load: () => Promise.resolve(counter),
      resting,
      input: () => ({ step: 1 }),
    })
    const heard = vi.fn()
    const subscription = actor.on('counted', heard)
    actor.start()
    await actor.make()
    actor.send({ type: 'add' })
    subscription.unsubscribe()
    actor.send({ type: 'add' })
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
