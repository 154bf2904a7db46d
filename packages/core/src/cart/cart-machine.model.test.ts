import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createFakeCartServer } from '../../test/fake-cart-server.ts'
import { createCoverage } from '../machines/testing/coverage.ts'
import { createCartMachine, visibleCart } from './cart-machine.ts'

/**
 * Model-based: fast-check generates sequences of additions, removals, reads and clears, with
 * reads that sometimes fail and a server that refuses what its stock cannot serve. After the
 * queue drains, the cart on screen must be the server's cart (or none after a clear), and every
 * transition the machine defines must be taken by some generated path.
 */
const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const catalogue = {
  1: { price: '10.00', stock: 4 },
  2: { price: '2.50', price_before: '5.00', stock: 9 },
}

type Step =
  | { kind: 'add' | 'remove'; product: 1 | 2; quantity: number }
  | { kind: 'refresh'; readFails: boolean }
  | { kind: 'clear' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('add' as const, 'remove' as const),
    product: fc.constantFrom(1 as const, 2 as const),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('refresh' as const), readFails: fc.boolean() }),
  fc.constant({ kind: 'clear' as const }),
)

describe('cart machine, model-based', () => {
  it('drains to the server cart whatever the sequence, taking every transition', async () => {
    const coverage = createCoverage()
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), async (steps) => {
        let readFails = false
        const server = createFakeCartServer(catalogue, async (label, work) => {
          if (label === 'read' && readFails) throw new Error('read failed')
          return work()
        })
        const machine = createCartMachine({
          client: server.client as never,
          guestCartId: { read: () => GUEST, ensure: () => GUEST },
          isCustomer: () => false,
        })
        const actor = createActor(machine, { input: {}, inspect: coverage.inspect }).start()
        let cleared = false
        let id = 0
        const settled = new Map<string, boolean>()
        actor.on('cart.settled', (event) => settled.set(event.id, event.ok))
        for (const s of steps) {
          if (s.kind === 'refresh') {
            readFails = s.readFails
            actor.send({ type: 'cart.refresh' })
          } else if (s.kind === 'clear') {
            actor.send({ type: 'cart.clear' })
            cleared = true
            expect(visibleCart(actor.getSnapshot().context)).toBeNull()
          } else {
            readFails = false
            cleared = false
            actor.send({
              type: `cart.${s.kind}`,
              id: `c${++id}`,
              line: { product_id: s.product, product_type: 'retail' },
              quantity: s.quantity,
            })
          }
          await waitFor(actor, (snap) => snap.value === 'idle' && snap.context.queue.length === 0)
          // Every accepted change is followed by a read: the screen then shows the server's cart.
          if ((s.kind === 'add' || s.kind === 'remove') && settled.get(`c${id}`)) {
            expect(visibleCart(actor.getSnapshot().context)).toEqual(server.snapshot(GUEST))
          }
        }
        // A last successful read settles any question a failed read left open.
        if (!cleared) {
          readFails = false
          actor.send({ type: 'cart.refresh' })
          await waitFor(actor, (snap) => snap.value === 'idle' && snap.context.queue.length === 0)
          expect(visibleCart(actor.getSnapshot().context)).toEqual(server.snapshot(GUEST))
        }
        actor.stop()
      }),
      { numRuns: 200 },
    )
    expect(
      coverage.untaken(
        createCartMachine({
          client: {} as never,
          guestCartId: { read: () => null, ensure: () => GUEST },
          isCustomer: () => false,
        }),
      ),
    ).toEqual([])
  })
})
