import { describe, expect, it, vi } from 'vitest'
import { createFakeCartServer } from '../../test/fake-cart-server.ts'
import { catalogue, GUEST, kettle, mug, settle, soldOut, startCart } from '../../test/guest-cart.ts'
import type { CartFailure } from './cart-failure.ts'

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

  it('rolls back exactly and resolves the add with the 402 message when stock is short', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    await cart.add(kettle, 2)
    const before = cart.getState().cart
    const failures: CartFailure[] = []
    cart.onFailure((failure) => failures.push(failure))

    const attempt = cart.add(kettle, 5)
    expect(cart.getState().itemCount).toBe(7)
    const result = await attempt

    expect(result.ok).toBe(false)
    expect(result.ok ? null : result.error).toMatchObject({
      name: 'StorefrontError',
      code: 'cart.not_enough_stock',
      serverMessage: 'Only a few left',
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
    const result = await cart.add(soldOut, 1)
    expect(result.ok ? null : result.error.code).toBe('cart.not_enough_stock')
    expect(cart.getState()).toMatchObject({ isEmpty: true, itemCount: 0 })
  })

  it('resolves { ok: false } and rolls back when a removal fails', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const failures: CartFailure[] = []
    cart.onFailure((failure) => failures.push(failure))

    await expect(cart.remove(mug, 1)).resolves.toMatchObject({ ok: false })
    expect(failures[0]?.code).toBe('cart.remove_failed')
    expect(cart.getState().isEmpty).toBe(true)
  })

  it('turns a quantity change into an add or a removal of the difference (spec §5)', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    await cart.add(mug, 2)
    await expect(cart.setQuantity(mug, 5)).resolves.toEqual({ ok: true })
    await expect(cart.setQuantity(mug, 1)).resolves.toEqual({ ok: true })
    await expect(cart.setQuantity(mug, 1)).resolves.toEqual({ ok: true })
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
    await expect(cart.setQuantity(item!, 3)).resolves.toEqual({ ok: true })
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
    const added = cart.add(mug, 1)
    expect(cart.getState().itemCount).toBe(1)
    cart.clear()
    expect(cart.getState().isEmpty).toBe(true)
    release()
    expect(await added).toMatchObject({ ok: false, error: { code: 'cart.add_failed' } })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cart.getState().isEmpty).toBe(true)
  })

  it('reads the cart with a plain call and makes its machine (with XState) at the first change', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    cart.refresh()
    await settle(cart)
    expect(server.calls).toEqual(['read', 'read'])
    expect(cart.actor.current).toBeUndefined()

    await cart.add(mug, 1)
    expect(cart.actor.current).toBeDefined()
    expect(server.calls).toEqual(['read', 'read', 'add 1×1', 'read'])
  })

  it('shows changes made while its machine loads at once, and sends them, then a refresh, in order', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const changes = [cart.add(mug, 2), cart.add(kettle, 1)]
    cart.refresh()
    expect(cart.actor.current).toBeUndefined()
    expect(cart.getState()).toMatchObject({ itemCount: 3, isSyncing: true })
    await Promise.all(changes)
    await settle(cart)
    expect(server.calls).toEqual(['read', 'add 1×2', 'read', 'add 2×1', 'read', 'read'])
    expect(cart.getState().cart).toEqual(server.snapshot(GUEST))
  })

  it('sends the first change at once, before its machine has loaded, and never twice', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const added = cart.add(mug, 1)
    // Already on its way: a shopper who leaves the page now keeps the line.
    expect(server.calls).toEqual(['read', 'add 1×1'])
    expect(cart.actor.current).toBeUndefined()
    const second = cart.add(kettle, 1)
    await Promise.all([added, second])
    expect(server.calls).toEqual(['read', 'add 1×1', 'read', 'add 2×1', 'read'])
    expect(cart.getState().cart).toEqual(server.snapshot(GUEST))
  })

  it('sends a change made while the first read is under way at once; the line stays shown and lands', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    // The first read has not answered: a shopper who adds now and reloads at once keeps the line.
    const added = cart.add(mug, 2)
    expect(server.calls).toEqual(['read', 'add 1×2'])
    expect(cart.getState().itemCount).toBe(2)
    expect(await added).toEqual({ ok: true })
    await settle(cart)
    expect(cart.getState().itemCount).toBe(2)
    expect(cart.getState().cart).toEqual(server.snapshot(GUEST))
  })

  it('counts a change sent during the first read once, though that read answers with it', async () => {
    let applied = () => {}
    const addApplied = new Promise<void>((resolve) => {
      applied = resolve
    })
    let answerAdd = () => {}
    const addAnswered = new Promise<void>((resolve) => {
      answerAdd = resolve
    })
    let firstRead = true
    // The first read reaches the server after the add; the add's answer comes after that read's.
    const server = createFakeCartServer(catalogue, async (label, work) => {
      if (label === 'read' && firstRead) {
        firstRead = false
        await addApplied
        return work()
      }
      if (label.startsWith('add')) {
        const done = work()
        applied()
        await addAnswered
        return done
      }
      return work()
    })
    const cart = startCart(server)
    const counts: number[] = []
    cart.subscribe(() => counts.push(cart.getState().itemCount))
    const added = cart.add(mug, 2)
    await addApplied
    await new Promise((resolve) => setTimeout(resolve, 10))
    answerAdd()
    expect(await added).toEqual({ ok: true })
    await settle(cart)
    expect(cart.getState().itemCount).toBe(2)
    expect(Math.max(...counts)).toBe(2)
  })

  it('reads the cart when a change sent during the first read is refused', async () => {
    const server = createFakeCartServer(catalogue)
    await server.client.addToCart({ ...mug, quantity: 1, uuid: GUEST })
    const cart = startCart(server)
    expect(await cart.add(soldOut, 1)).toMatchObject({
      ok: false,
      error: { code: 'cart.not_enough_stock' },
    })
    await vi.waitFor(() => expect(cart.getState().itemCount).toBe(1))
    expect(cart.getState().cart).toEqual(server.snapshot(GUEST))
  })

  it('fails the changes waiting for its machine when the cart is cleared; a late answer brings nothing back', async () => {
    const server = createFakeCartServer(catalogue)
    const cart = startCart(server)
    await settle(cart)
    const failures: CartFailure[] = []
    cart.onFailure((failure) => failures.push(failure))
    const added = cart.add(mug, 1)
    const waiting = cart.add(kettle, 1)
    cart.clear()
    expect(cart.getState().isEmpty).toBe(true)
    expect(await added).toMatchObject({ ok: false, error: { code: 'cart.add_failed' } })
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'cart.add_failed' } })
    expect(failures.map((failure) => failure.code)).toEqual(['cart.add_failed', 'cart.add_failed'])
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Only the first had been sent (followed by its read, whose answer changes nothing).
    expect(server.calls).toEqual(['read', 'add 1×1', 'read'])
    expect(cart.getState().isEmpty).toBe(true)
  })
})
