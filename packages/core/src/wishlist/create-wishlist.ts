import { type Actor, createActor } from 'xstate'
import type { ProductCard } from '../contract/product.ts'
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

let toggleIds = 0

/** The customer's wishlist, framework-free. */
export const createWishlist = (options: CreateWishlistOptions) => {
  const actor: Actor<WishlistMachine> = createActor(
    options.machine ?? createWishlistMachine(options),
  )
  const waiting = new Map<string, (result: WishlistToggleResult) => void>()
  actor.on('wishlist.settled', (event) => {
    const resolve = waiting.get(event.id)
    waiting.delete(event.id)
    resolve?.(
      event.ok ? { ok: true, isFavourite: event.isFavourite } : { ok: false, code: event.code },
    )
  })

  let lastContext: unknown
  let state: WishlistState
  const read = (): WishlistState => {
    const { context } = actor.getSnapshot()
    if (context !== lastContext || !state) {
      lastContext = context
      const items = visibleWishlist(context)
      state = { items, ids: new Set(items.map((item) => item.id)) }
    }
    return state
  }

  return {
    actor,
    start: () => void actor.start(),
    stop: () => void actor.stop(),
    getState: read,
    subscribe(listener: () => void): () => void {
      const subscription = actor.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
    isFavourite: (productId: number): boolean => read().ids.has(productId),
    /** Flips the product at once; resolves with the server's verdict, or a rollback. */
    toggle(productId: number, product?: ProductCard): Promise<WishlistToggleResult> {
      if (!options.isSignedIn())
        return Promise.resolve({ ok: false, code: 'wishlist.sign_in_required' })
      const id = `wishlist-${++toggleIds}`
      const settled = new Promise<WishlistToggleResult>((resolve) => waiting.set(id, resolve))
      actor.send({ type: 'wishlist.toggle', id, productId, ...(product ? { product } : {}) })
      return settled
    },
    load: () => actor.send({ type: 'wishlist.load' }),
    clear(): void {
      for (const [id, resolve] of waiting) {
        waiting.delete(id)
        resolve({ ok: false, code: 'wishlist.toggle_failed' })
      }
      actor.send({ type: 'wishlist.clear' })
    },
  }
}

export type StorefrontWishlist = ReturnType<typeof createWishlist>
