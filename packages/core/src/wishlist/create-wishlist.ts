import { type StorefrontError, toStorefrontError } from '../client/storefront-error.ts'
import type { ProductSummary } from '../contract/product.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { createChangeKeys } from '../machines/change-keys.ts'
import { createSentAtRest } from '../machines/sent-at-rest.ts'
import type { WishlistAtRest } from './wishlist-at-rest.ts'
import { visibleWishlist, type WishlistContext, type WishlistItem } from './wishlist-context.ts'
import type { WishlistMachine, WishlistMachineDeps } from './wishlist-machine.ts'
import { readWishlist } from './wishlist-read.ts'
import type { ToggleOutcome } from './wishlist-toggle.ts'

/** A toggle's verdict: the product's place now, or the `StorefrontError` of a rollback. */
export type WishlistToggleResult =
  | { ok: true; isFavourite: boolean }
  | { ok: false; error: StorefrontError }

export interface WishlistState {
  items: WishlistItem[]
  ids: ReadonlySet<number>
}

export interface CreateWishlistOptions extends WishlistMachineDeps {
  /** The wishlist needs a token (spec §6): guests get `wishlist.sign_in_required`. */
  isSignedIn: () => boolean
  machine?: WishlistMachine
}

/**
 * The customer's wishlist, framework-free. Its code loads on demand: what reads and toggles it
 * (`wishlist-at-rest.ts`) with the first `load()` or `toggle()`, so a guest's page loads none of
 * it, and its machine, with XState, with the first toggle. A toggle shows at once meanwhile, and
 * the list read of `load()` goes out at once (a plain call), while that code loads.
 */
export const createWishlist = (options: CreateWishlistOptions) => {
  let atRest: WishlistAtRest | undefined
  let loading: Promise<WishlistAtRest> | undefined
  const loaded = (): Promise<WishlistAtRest> =>
    (loading ??= import('./wishlist-at-rest.ts').then(
      (module) =>
        (atRest = module.wishlistAtRest(options, { ...parts, wishlist, sentAtRest, keys })),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const wishlist: ActorOnDemand<WishlistMachine> = createActorOnDemand<WishlistMachine>({
    // Imported here, not by that code: a bundler would otherwise split its loader into a chunk.
    load: () =>
      loaded().then(() =>
        options.machine
          ? options.machine
          : import('./wishlist-machine.ts').then((module) =>
              module.createWishlistMachine({
                ...options,
                // A toggle sent at rest: the machine takes its answer instead of sending it again.
                adopt: (toggle) => sentAtRest.adopt(toggle.id),
              }),
            ),
      ),
    resting: { value: 'idle', context: { server: [], queue: [], reload: false } },
    input: () => atRest!.input(),
    onLoadFailed: (error) => atRest?.onLoadFailed(error),
  })
  const parts = createActorStore<WishlistMachine, WishlistState, WishlistToggleResult>(
    wishlist,
    ({ context }) => {
      const items = visibleWishlist(context)
      return { items, ids: new Set(items.map((item) => item.id)) }
    },
  )
  const { store, request, settle } = parts
  const restingContext = (change: (context: WishlistContext) => WishlistContext) =>
    wishlist.rest(({ value, context }) => ({ value, context: change(context) }))
  // The first toggle is sent at once, while the machine loads (a shopper who hearts and leaves
  // the page keeps the heart); the machine, once made, takes its answer instead of sending it.
  const sentAtRest = createSentAtRest<ToggleOutcome>()
  const keys = createChangeKeys()
  const failed = (error: unknown): WishlistToggleResult => ({
    ok: false,
    error: toStorefrontError(error, 'wishlist.toggle_failed'),
  })
  /** Toggles waiting for that code fail and roll back (it did not load, or the list was cleared). */
  const drop = (error: unknown) => {
    const { queue } = wishlist.getSnapshot().context
    restingContext((context) => ({ ...context, queue: [], reload: false }))
    for (const toggle of queue) {
      keys.settled(toggle.id)
      settle(toggle.id)?.resolve(failed(error))
    }
  }

  return {
    ...store,
    start: (): void => wishlist.start(),
    stop: (): void => wishlist.stop(),
    isFavourite: (productId: number): boolean => store.getState().ids.has(productId),
    /**
     * Flips the product at once; resolves with the server's verdict, or `{ ok: false, error }` and
     * a rollback (never rejects). A guest gets `wishlist.sign_in_required` (status 401).
     */
    toggle(productId: number, product?: ProductSummary): Promise<WishlistToggleResult> {
      if (atRest) return atRest.toggle(productId, product)
      // A guest's is refused by that code; a customer's shows at once and is sent once it loaded.
      if (!options.isSignedIn())
        return loaded().then((code) => code.toggle(productId, product), failed)
      return request('wishlist', (id) => {
        restingContext((context) => ({
          ...context,
          queue: [
            ...context.queue,
            { id, productId, key: keys.take(id, `${productId}`), ...(product ? { product } : {}) },
          ],
        }))
        loaded().catch(drop)
      })
    },
    /** Reads the list (again): after sign-in, or in the new language. */
    load(): void {
      if (atRest) atRest.load()
      // Toggles waiting for that code: the list is read once they have settled.
      else if (wishlist.getSnapshot().context.queue.length > 0)
        restingContext((context) => ({ ...context, reload: true }))
      else {
        // Sent now, not once that code has loaded: the hearts wait for this answer. Its failure
        // is that code's to report, if it takes the answer (toggles made meanwhile read again).
        const answer = readWishlist(options.client)
        answer.catch(() => {})
        loaded().then(
          (code) => code.load(answer),
          (error: unknown) =>
            (options.logger ?? console).warn('[matjar] the wishlist could not load', error),
        )
      }
    },
    clear(): void {
      if (atRest) {
        atRest.clear()
        return
      }
      // Toggles waiting for that code are dropped now, never sent; a read under way, by it.
      drop(new Error('The wishlist was cleared'))
      loading?.then(
        (code) => code.clear(),
        () => {},
      )
    },
  }
}

export type StorefrontWishlist = ReturnType<typeof createWishlist>
