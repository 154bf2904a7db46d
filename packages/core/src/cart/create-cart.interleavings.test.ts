import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFakeCartServer } from '../../test/fake-cart-server.ts'
import { catalogue, GUEST, kettle, mug, settle, startCart } from '../../test/guest-cart.ts'
import { timeLimit } from '../../test/time-limit.ts'
import { ensureGuestCartId, readGuestCartId } from '../storage/guest-cart-id.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import type { CartSyncChannel } from './cart-sync.ts'
import { createCart } from './create-cart.ts'

// Property-based: whatever the order of clicks, answers and messages between tabs, the cart
// shown ends equal to the server's. Each property's time limit follows its runs, measured on a
// quiet 2-core machine (two tabs: 2.2 s for 300 runs; storms: 0.15 s for 60).
const TWO_TABS = { runs: 300, quietMsEach: 10 }
const STORMS = { runs: 60, quietMsEach: 5 }

describe('createCart under interleavings', () => {
  it('keeps two tabs on one cart in step, whatever the interleaving of their changes', {
    timeout: timeLimit(TWO_TABS.runs, TWO_TABS.quietMsEach),
  }, async () => {
    type Deliver = (label: string) => Promise<unknown>
    /**
     * Two tabs of one browser: one localStorage (the guest cart id is made by whichever tab adds
     * first), one BroadcastChannel (a tab hears the others' messages later, never its own).
     */
    const openTabs = (server: ReturnType<typeof createFakeCartServer>, deliver: Deliver) => {
      const storage = createMemoryStorage()
      const listeners = new Map<number, () => void>()
      const tabs = [0, 1].map((tab) => {
        const sync: CartSyncChannel = {
          announce: () => {
            for (const [other, listener] of listeners) {
              if (other !== tab) void deliver(`tab ${other} hears`).then(listener)
            }
          },
          listen: (onChange) => {
            listeners.set(tab, onChange)
            return () => listeners.delete(tab)
          },
        }
        const cart = createCart({
          client: server.client as never,
          guestCartId: {
            read: () => readGuestCartId(storage),
            ensure: () => ensureGuestCartId(storage),
          },
          isCustomer: () => false,
          sync,
        })
        cart.start()
        return cart
      })
      const expectInStep = () => {
        const uuid = readGuestCartId(storage)
        for (const cart of tabs) {
          expect(cart.getState().isSyncing).toBe(false)
          expect(cart.getState().cart).toEqual(server.snapshot(uuid ?? undefined))
        }
      }
      return { tabs, storage, expectInStep }
    }

    // One change in each tab, one after the other.
    const server = createFakeCartServer(catalogue)
    const { tabs, storage, expectInStep } = openTabs(server, () => Promise.resolve())
    const [first, second] = tabs as [ReturnType<typeof createCart>, ReturnType<typeof createCart>]
    await Promise.all([settle(first), settle(second)])
    await first.add(mug, 2)
    await second.add(kettle, 1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await Promise.all([settle(first), settle(second)])
    expect(readGuestCartId(storage)).not.toBeNull()
    expectInStep()
    expect(first.getState().itemCount).toBe(3)

    // Changes in both tabs, with answers and messages between them in any order.
    const click = fc.record({
      tab: fc.constantFrom(0, 1),
      kind: fc.constantFrom('add' as const, 'remove' as const, 'set' as const, 'refresh' as const),
      product: fc.constantFrom(1, 2),
      quantity: fc.integer({ min: 0, max: 4 }),
      // How many answers or messages arrive before the next click.
      pause: fc.integer({ min: 0, max: 3 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(click, { minLength: 1, maxLength: 10 }),
        async (scheduler, clicks) => {
          const deliver: Deliver = (label) => scheduler.schedule(Promise.resolve(label))
          // The server acts when the request arrives; its answer arrives later, in any order.
          const server = createFakeCartServer(catalogue, (label, work) =>
            deliver(`${label} sent`)
              .then(() => work())
              .then(
                (answer) => deliver(`${label} answered`).then(() => answer),
                (error: unknown) =>
                  deliver(`${label} refused`).then(() => {
                    throw error
                  }),
              ),
          )
          const { tabs, expectInStep } = openTabs(server, deliver)
          const pending: Promise<unknown>[] = []
          for (const { tab, kind, product, quantity, pause } of clicks) {
            const cart = tabs[tab]!
            const line = { product_id: product, product_type: 'retail' as const }
            if (kind === 'refresh') cart.refresh()
            else if (kind === 'set') pending.push(cart.setQuantity(line, quantity))
            else if (kind === 'remove') pending.push(cart.remove(line, Math.max(1, quantity)))
            else pending.push(cart.add(line, Math.max(1, quantity)).catch(() => undefined))
            for (let i = 0; i < pause && scheduler.count() > 0; i++) await scheduler.waitNext(1)
          }
          await scheduler.waitFor(Promise.all(pending))
          // The last answers, reads and messages between the tabs.
          await scheduler.waitIdle()
          expectInStep()
          for (const cart of tabs) cart.stop()
        },
      ),
      { numRuns: TWO_TABS.runs },
    )
  })

  it('ends equal to the server cart whatever storm of changes and answer timings', {
    timeout: timeLimit(STORMS.runs, STORMS.quietMsEach),
  }, async () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: fc.constantFrom(1, 2, 3),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('remove' as const),
        product: fc.constantFrom(1, 2, 3),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        product: fc.constantFrom(1, 2, 3),
        quantity: fc.integer({ min: 0, max: 6 }),
      }),
      fc.record({ kind: fc.constant('refresh' as const) }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(operation, { maxLength: 12 }),
        async (scheduler, operations) => {
          const server = createFakeCartServer(catalogue, (label, work) =>
            scheduler.schedule(Promise.resolve(label)).then(() => work()),
          )
          const cart = startCart(server)
          const pending: Promise<unknown>[] = []
          for (const op of operations) {
            if (op.kind === 'refresh') cart.refresh()
            else {
              const line = { product_id: op.product, product_type: 'retail' as const }
              if (op.kind === 'add')
                pending.push(cart.add(line, op.quantity).catch(() => undefined))
              else if (op.kind === 'remove') pending.push(cart.remove(line, op.quantity))
              else pending.push(cart.setQuantity(line, op.quantity))
            }
            // Let some answers arrive between the shopper's clicks.
            if (scheduler.count() > 0) await scheduler.waitOne()
          }
          await scheduler.waitFor(Promise.all(pending))
          await scheduler.waitFor(settle(cart))
          expect(cart.getState().cart).toEqual(server.snapshot(GUEST))
          cart.stop()
        },
      ),
      { numRuns: STORMS.runs },
    )
  })
})
