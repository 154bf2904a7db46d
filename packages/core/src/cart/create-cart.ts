import { type Actor, createActor } from 'xstate'
import type { Cart } from '../contract/cart.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { quantityChange } from '../rules/quantity-change.ts'
import type { CartFailure } from './cart-failure.ts'
import { type CartLineKey, type CartLinePreview, findLine, lineKeyOf } from './cart-line.ts'
import {
  type CartMachine,
  type CartMachineDeps,
  createCartMachine,
  visibleCart,
} from './cart-machine.ts'
import { type CartSummary, summarizeCart } from './cart-summary.ts'

export interface CartState extends CartSummary {
  cart: Cart | null
  /** True while changes or a read are under way (the first read shows no loading state). */
  isSyncing: boolean
  /** True once the server's cart has been read. */
  isLoaded: boolean
}

export interface CreateCartOptions extends CartMachineDeps {
  /** A cart read elsewhere (server rendering), shown until the first read answers. */
  initialCart?: Cart | null
  /** Replace the machine, e.g. `createCartMachine(deps).provide({ actors: … })` in tests. */
  machine?: CartMachine
}

/** A failed change of the cart: `failure.code` is `cart.not_enough_stock`, `cart.add_failed`… */
export class CartChangeError extends Error {
  override readonly name = 'CartChangeError'
  readonly failure: CartFailure
  constructor(failure: CartFailure) {
    super(failure.message ?? failure.code)
    this.failure = failure
  }
}

/**
 * The shopper's cart, framework-free: subscribe to it, read its state, change it. Changes show at
 * once and are sent one at a time; `add` rejects with a `CartChangeError` when it fails,
 * `remove` resolves `false` (spec §8). `onFailure` hears every failure, for toasts.
 */
export const createCart = (options: CreateCartOptions) => {
  const machine = options.machine ?? createCartMachine(options)
  const actor: Actor<CartMachine> = createActor(machine, {
    input: { initialCart: options.initialCart ?? null },
  })
  const { store, request, settle } = createActorStore(actor, ({ context }): CartState => {
    const cart = visibleCart(context)
    return {
      ...summarizeCart(cart),
      cart,
      isSyncing: context.queue.length > 0 && context.loaded,
      isLoaded: context.loaded,
    }
  })
  const failureListeners = new Set<(failure: CartFailure) => void>()

  actor.on('cart.settled', (event) => {
    const waiter = settle(event.id)
    if (event.ok) {
      waiter?.resolve()
      return
    }
    for (const listener of failureListeners) listener(event.failure)
    waiter?.reject(new CartChangeError(event.failure))
  })

  const change = (
    kind: 'add' | 'remove',
    given: CartLineKey,
    quantity: number,
    preview?: CartLinePreview,
  ): Promise<void> => {
    const line = lineKeyOf(given)
    return request('change', (id) => {
      if (kind === 'add')
        actor.send({ type: 'cart.add', id, line, quantity, ...(preview ? { preview } : {}) })
      else actor.send({ type: 'cart.remove', id, line, quantity })
    })
  }

  return {
    ...store,
    /** Hears every failed change (402 warning, add/remove failed), e.g. to show a toast. */
    onFailure(listener: (failure: CartFailure) => void): () => void {
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
    /** Adds units of a line; rejects with `CartChangeError` on failure (spec §8: add rethrows). */
    add(line: CartLineKey, quantity = 1, preview?: CartLinePreview): Promise<void> {
      return change('add', line, quantity, preview)
    },
    /** Removes units of a line; resolves `false` on failure (spec §8). */
    remove(line: CartLineKey, quantity = 1): Promise<boolean> {
      return change('remove', line, quantity).then(
        () => true,
        () => false,
      )
    },
    /**
     * Sets a line's quantity: the difference with what the shopper sees decides between adding
     * and removing the absolute difference (spec §5). Resolves `false` on failure.
     */
    setQuantity(line: CartLineKey, quantity: number, preview?: CartLinePreview): Promise<boolean> {
      const current = findLine(store.getState().cart, line)?.quantity ?? 0
      const { action, quantity: difference } = quantityChange(current, quantity)
      if (action === 'none') return Promise.resolve(true)
      return change(action, line, difference, preview).then(
        () => true,
        () => false,
      )
    },
    /** Reads the server's cart again (after sign-in, or when another tab changed it). */
    refresh(): void {
      actor.send({ type: 'cart.refresh' })
    },
    /** Forgets the cart at once (logout). */
    clear(): void {
      actor.send({ type: 'cart.clear' })
    },
  }
}

export type StorefrontCart = ReturnType<typeof createCart>
