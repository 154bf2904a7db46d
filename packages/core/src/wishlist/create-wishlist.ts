import { type Actor, createActor } from 'xstate'
import type { ProductCard } from '../contract/product.ts'
import { createActorStore } from '../machines/actor-store.ts'
import {
  createWishlistMachine,
  visibleWishlist,
  type WishlistFailureCode,
  type WishlistItem,
  type WishlistMachine,
  type WishlistMachineDeps,
} from './wishlist-machine.ts'

export type WishlistToggleResult =
  | { ok: true; isFavourite: boolean }
  | { ok: false; code: WishlistFailureCode }

export interface WishlistState {
  items: WishlistItem[]
  ids: ReadonlySet<number>
}

export interface CreateWishlistOptions extends WishlistMachineDeps {
  /** The wishlist needs a token (spec §6): guests get `wishlist.sign_in_required`. */
  isSignedIn: () => boolean
  machine?: WishlistMachine
}

/** The customer's wishlist, framework-free. */
export const createWishlist = (options: CreateWishlistOptions) => {
  const actor: Actor<WishlistMachine> = createActor(
    options.machine ?? createWishlistMachine(options),
  )
  const { store, request, settle, settleAll } = createActorStore<
    WishlistMachine,
    WishlistState,
    WishlistToggleResult
  >(actor, ({ context }) => {
    const items = visibleWishlist(context)
    return { items, ids: new Set(items.map((item) => item.id)) }
  })
  actor.on('wishlist.settled', (event) => {
    settle(event.id)?.resolve(
      event.ok ? { ok: true, isFavourite: event.isFavourite } : { ok: false, code: event.code },
    )
  })

  return {
    ...store,
    isFavourite: (productId: number): boolean => store.getState().ids.has(productId),
    /** Flips the product at once; resolves with the server's verdict, or a rollback. */
    toggle(productId: number, product?: ProductCard): Promise<WishlistToggleResult> {
      if (!options.isSignedIn())
        return Promise.resolve({ ok: false, code: 'wishlist.sign_in_required' })
      return request('wishlist', (id) =>
        actor.send({ type: 'wishlist.toggle', id, productId, ...(product ? { product } : {}) }),
      )
    },
    load: () => actor.send({ type: 'wishlist.load' }),
    clear(): void {
      for (const waiter of settleAll())
        waiter.resolve({ ok: false, code: 'wishlist.toggle_failed' })
      actor.send({ type: 'wishlist.clear' })
    },
  }
}

export type StorefrontWishlist = ReturnType<typeof createWishlist>
