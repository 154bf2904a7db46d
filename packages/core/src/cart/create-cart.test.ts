import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFakeCartServer } from '../../test/fake-cart-server.ts'
import { ensureGuestCartId, readGuestCartId } from '../storage/guest-cart-id.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import type { CartFailure } from './cart-failure.ts'
import type { CartSyncChannel } from './cart-sync.ts'
import { CartChangeError, createCart } from './create-cart.ts'

const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const catalogue = {
  1: { price: '40.00', price_before: '50.00', stock: 10 },
  2: { price: '15.50', stock: 3 },
  3: { price: '99.00', stock: 0 },
}
const mug = { product_id: 1, product_type: 'retail' as const }
const kettle = { product_id: 2, product_type: 'retail' as const }
const soldOut = { product_id: 3, product_type: 'retail' as const }

const guestIdentity = () => ({ read: () => GUEST, ensure: () => GUEST })

const settle = (cart: ReturnType<typeof createCart>) =>
  waitFor(cart.actor, (snapshot) => snapshot.context.queue.length === 0 && snapshot.context.loaded)

const startCart = (server: ReturnType<typeof createFakeCartServer>, sync?: CartSyncChannel) => {
  const cart = createCart({
    client: server.client as never,
    guestCartId: guestIdentity(),
    isCustomer: () => false,
    ...(sync ? { sync } : {}),
  })
  cart.start()
  return cart
}

describe('createCart', () => {
  it('reads the cart on start without a syncing state, and a missing cart is empty', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    expect(cart.getState().isSyncing).toBe(false)
    await settle(cart)
    expect(server.calls).toEqual(['read'])
    expect(cart.getState()).toMatchObject({
      cart: null,
      itemCount: 0,
      isEmpty: true,
      isLoaded: true,
    })
  })

  it('shows an added line at once, then the server cart with its totals and savings', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)

    const added = cart.add(mug, 2, { price: '40.00', price_before: '50.00', discount_text: 'sale' })
    expect(cart.getState().itemCount).toBe(2)
    expect(cart.getState().subtotal).toBe('80.00')
    await added

    expect(server.calls).toEqual(['read', 'add 1×2', 'read'])
    expect(cart.getState()).toMatchObject({
      itemCount: 2,
      subtotal: '80.00',
      total: '80.00',
      savings: '20.00',
      isEmpty: false,
    })
  })

  it('rolls back exactly and rejects the add with the 402 message when stock is short', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    await cart.add(kettle, 2)
    const before = cart.getState().cart
    const failures: CartFailure[] = []
    cart.onFailure((failure) => failures.push(failure))

    const attempt = cart.add(kettle, 5)
    expect(cart.getState().itemCount).toBe(7)
    const error = await attempt.catch((e: unknown) => e)

    expect(error).toBeInstanceOf(CartChangeError)
    expect((error as CartChangeError).failure).toEqual({
      code: 'cart.not_enough_stock',
      message: 'Only a few left',
      status: 402,
    })
    expect(failures).toHaveLength(1)
    expect(cart.getState().cart).toEqual(before)
    expect(cart.getState().itemCount).toBe(2)
  })

  it('refuses a sold-out product with the 402 warning and shows nothing of it', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const error = await cart.add(soldOut, 1).catch((e: unknown) => e)
    expect((error as CartChangeError).failure.code).toBe('cart.not_enough_stock')
    expect(cart.getState()).toMatchObject({ isEmpty: true, itemCount: 0 })
  })

  it('resolves false and rolls back when a removal fails', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const failures: CartFailure[] = []
    cart.onFailure((failure) => failures.push(failure))

    await expect(cart.remove(mug, 1)).resolves.toBe(false)
    expect(failures[0]?.code).toBe('cart.remove_failed')
    expect(cart.getState().isEmpty).toBe(true)
  })

  it('turns a quantity change into an add or a removal of the difference (spec §5)', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    await cart.add(mug, 2)
    await expect(cart.setQuantity(mug, 5)).resolves.toBe(true)
    await expect(cart.setQuantity(mug, 1)).resolves.toBe(true)
    await expect(cart.setQuantity(mug, 1)).resolves.toBe(true)
    expect(server.calls.filter((call) => call !== 'read')).toEqual([
      'add 1×2',
      'add 1×3',
      'remove 1×4',
    ])
    expect(cart.getState().itemCount).toBe(1)
  })

  it('takes a whole cart item as the line to change, sending only its key', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    await cart.add(mug, 1)
    const [item] = cart.getState().items
    await expect(cart.setQuantity(item!, 3)).resolves.toBe(true)
    expect(cart.getState().itemCount).toBe(3)
  })

  it('accepts changes while busy and sends them one at a time, in order', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    const changes = [cart.add(mug, 1), cart.add(kettle, 1), cart.add(mug, 2), cart.remove(mug, 1)]
    expect(cart.getState().itemCount).toBe(3)
    await Promise.all(changes)
    expect(server.calls).toEqual([
      'read',
      'add 1×1',
      'read',
      'add 2×1',
      'read',
      'add 1×2',
      'read',
      'remove 1×1',
      'read',
    ])
    expect(cart.getState().itemCount).toBe(3)
  })

  it('forgets the cart on clear and a late answer does not bring a line back', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const server = createFakeCartServer(catalogue, async (label, work) => {
      if (label.startsWith('add')) await gate
      return work()
    })
    const cart = startCart(server)
    await settle(cart)
    const added = cart.add(mug, 1).catch((e: unknown) => e)
    expect(cart.getState().itemCount).toBe(1)
    cart.clear()
    expect(cart.getState().isEmpty).toBe(true)
    release()
    expect(await added).toBeInstanceOf(CartChangeError)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cart.getState().isEmpty).toBe(true)
  })

  it('keeps two tabs on one cart in step, whatever the interleaving of their changes', async () => {
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
      { numRuns: 300 },
    )
  })

  it('ends equal to the server cart whatever storm of changes and answer timings', async () => {
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
      { numRuns: 60 },
    )
  })
})
