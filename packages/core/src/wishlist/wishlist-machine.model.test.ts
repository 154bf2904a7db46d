import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createCoverage } from '../machines/testing/coverage.ts'
import {
  createWishlistMachine,
  visibleWishlist,
  type WishlistItem,
  type WishlistToggle,
} from './wishlist-machine.ts'

/**
 * Model-based: fast-check generates sequences of loads, toggles (each succeeding, failing or
 * answering an unexpected message) and clears; after every step the wishlist the shopper sees
 * must equal a plain model of it. Every state and every transition must be taken somewhere.
 */
type Step =
  | { kind: 'load'; fails: boolean }
  | { kind: 'toggle'; productId: number; outcome: 'ok' | 'fail' | 'garbled' }
  | { kind: 'clear' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('load' as const), fails: fc.boolean() }),
  fc.record({
    kind: fc.constant('toggle' as const),
    productId: fc.integer({ min: 1, max: 4 }),
    outcome: fc.constantFrom('ok' as const, 'fail' as const, 'garbled' as const),
  }),
  fc.constant({ kind: 'clear' as const }),
)

describe('wishlist machine, model-based', () => {
  it('always shows what the server holds, whatever the sequence of toggles and failures', async () => {
    const coverage = createCoverage()
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const server = new Set<number>([1])
        let outcome: 'ok' | 'fail' | 'garbled' = 'ok'
        let loadFails = false
        const machine = createWishlistMachine({
          client: {} as never,
          logger: { warn: () => {} },
        }).provide({
          actors: {
            loadWishlist: fromPromise<WishlistItem[]>(async () => {
              if (loadFails) throw new Error('server down')
              return [...server].map((id) => ({ id, is_fav: true }))
            }),
            sendToggle: fromPromise<{ productId: number; added: boolean }, WishlistToggle>(
              async ({ input }) => {
                if (outcome === 'fail') throw new Error('server down')
                if (outcome === 'garbled') throw new Error('neither added nor removed')
                if (server.has(input.productId)) {
                  server.delete(input.productId)
                  return { productId: input.productId, added: false }
                }
                server.add(input.productId)
                return { productId: input.productId, added: true }
              },
            ),
          },
        })
        const actor = createActor(machine, { inspect: coverage.inspect }).start()
        let model = new Set<number>()
        let id = 0
        for (const s of steps) {
          if (s.kind === 'load') {
            loadFails = s.fails
            actor.send({ type: 'wishlist.load' })
            await waitFor(actor, (snap) => snap.value === 'idle')
            // A failed read keeps what was shown.
            if (!s.fails) model = new Set(server)
          } else if (s.kind === 'clear') {
            actor.send({ type: 'wishlist.clear' })
            model = new Set()
          } else {
            outcome = s.outcome
            const before = new Set(model)
            actor.send({ type: 'wishlist.toggle', id: `t${++id}`, productId: s.productId })
            // At once: flipped on screen.
            expect(
              new Set(visibleWishlist(actor.getSnapshot().context).map((i) => i.id)).has(
                s.productId,
              ),
            ).toBe(!before.has(s.productId))
            await waitFor(actor, (snap) => snap.value === 'idle' && snap.context.queue.length === 0)
            if (s.outcome === 'ok') {
              if (server.has(s.productId)) model.add(s.productId)
              else model.delete(s.productId)
            }
          }
          const shown = visibleWishlist(actor.getSnapshot().context)
          expect(new Set(shown.map((item) => item.id))).toEqual(model)
          expect(shown.every((item) => item.is_fav)).toBe(true)
        }
        actor.stop()
      }),
      { numRuns: 150 },
    )
    expect([...coverage.states].sort()).toEqual(['"idle"', '"loading"', '"toggling"'])
    // Every transition of the machine, read from its definition, was taken by a generated path.
    expect(coverage.untaken(createWishlistMachine({ client: {} as never }))).toEqual([])
  })
})
