import { isStorefrontError, StorefrontError } from '../client/storefront-error.ts'
import type { ProductSummary } from '../contract/product.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { createSentAtRest } from '../machines/sent-at-rest.ts'
import {
  visibleWishlist,
  type WishlistContext,
  type WishlistItem,
  type WishlistToggle,
} from './wishlist-context.ts'
import type {
  WishlistFailureCode,
  WishlistMachine,
  WishlistMachineDeps,
} from './wishlist-machine.ts'
import { readWishlist, type ToggleOutcome, toggleOnServer } from './wishlist-read.ts'

/** A toggle's verdict: the product's place now, or the `StorefrontError` of a rollback. */
export type WishlistToggleResult =
  | { ok: true; isFavourite: boolean }
  | { ok: false; error: StorefrontError }

const TEXT: Record<WishlistFailureCode, string> = {
  'wishlist.sign_in_required': 'Sign in to keep a wishlist',
  'wishlist.toggle_failed': 'The wishlist could not be updated',
}

/** A refused toggle as a `StorefrontError`: a guest's is a 401, a server's keeps its status. */
const refused = (code: WishlistFailureCode, cause?: unknown): WishlistToggleResult => {
  const status =
    code === 'wishlist.sign_in_required' ? 401 : isStorefrontError(cause) ? cause.status : 0
  return {
    ok: false,
    error: new StorefrontError(TEXT[code], status, {}, { code, cause, serverMessage: null }),
  }
}

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
 * The customer's wishlist, framework-free. Reading it costs no XState (a plain call); its machine
 * loads with the first toggle, which shows at once meanwhile.
 */
export const createWishlist = (options: CreateWishlistOptions) => {
  const logger = options.logger ?? console
  const wishlist: ActorOnDemand<WishlistMachine> = createActorOnDemand<WishlistMachine>({
    load: () =>
      options.machine
        ? Promise.resolve(options.machine)
        : import('./wishlist-machine.ts').then((module) =>
            module.createWishlistMachine({ ...options, adopt: adoptSentAtRest }),
          ),
    resting: { value: 'idle', context: { server: [], queue: [], reload: false } },
    input: (): { context: WishlistContext } => {
      // A read under way at rest is done again by the machine, after the toggles.
      const reload = reading
      reading = false
      reads++
      const { context } = wishlist.getSnapshot()
      return { context: reload ? { ...context, reload: true } : context }
    },
    onLoadFailed: (error) => {
      logger.warn(
        '[matjar] the wishlist could not load its machine; the toggles were dropped',
        error,
      )
      const sent = sentAtRest.take()
      dropAtRest()
      // What the server made of a toggle already sent is read once it has answered.
      sent?.then(read, read)
    },
  })
  const { store, request, settle, settleAll } = createActorStore<
    WishlistMachine,
    WishlistState,
    WishlistToggleResult
  >(wishlist, ({ context }) => {
    const items = visibleWishlist(context)
    return { items, ids: new Set(items.map((item) => item.id)) }
  })
  wishlist.on('wishlist.settled', (event) => {
    settle(event.id)?.resolve(
      event.ok ? { ok: true, isFavourite: event.isFavourite } : refused(event.code, event.cause),
    )
  })
  const restingContext = (change: (context: WishlistContext) => WishlistContext) =>
    wishlist.rest(({ value, context }) => ({ value, context: change(context) }))
  const dropAtRest = () => {
    const { queue } = wishlist.getSnapshot().context
    restingContext((context) => ({ ...context, queue: [] }))
    for (const toggle of queue) settle(toggle.id)?.resolve(refused('wishlist.toggle_failed'))
  }

  // The first toggle is sent at once, while the machine loads (a shopper who hearts and leaves
  // the page keeps the heart); the machine, once made, takes its answer instead of sending it.
  const sentAtRest = createSentAtRest<ToggleOutcome>()
  const adoptSentAtRest = (toggle: WishlistToggle) => sentAtRest.adopt(toggle.id)

  // Reads at rest are numbered; one overtaken by a later read, a clear or the machine is dropped.
  let reads = 0
  let reading = false
  const read = () => {
    const mine = ++reads
    reading = true
    readWishlist(options.client).then(
      (items) => {
        if (mine !== reads || wishlist.current) return
        reading = false
        restingContext((context) => ({ ...context, server: items }))
      },
      (error: unknown) => {
        if (mine === reads) reading = false
        logger.warn('[matjar] wishlist could not be read', error)
      },
    )
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
      if (!options.isSignedIn()) return Promise.resolve(refused('wishlist.sign_in_required'))
      return request('wishlist', (id) => {
        if (wishlist.current) {
          wishlist.send({ type: 'wishlist.toggle', id, productId, ...(product ? { product } : {}) })
          return
        }
        const toggle = { id, productId, ...(product ? { product } : {}) }
        // Only our own machine adopts what was sent at rest; one given (tests) sends it itself.
        const sendNow =
          !options.machine &&
          wishlist.getSnapshot().context.queue.length === 0 &&
          !reading &&
          !sentAtRest.waiting
        restingContext((context) => ({ ...context, queue: [...context.queue, toggle] }))
        if (sendNow) sentAtRest.send(id, toggleOnServer(options.client, toggle))
        wishlist.make().catch(() => {})
      })
    },
    /** Reads the list (again): after sign-in, or in the new language. */
    load(): void {
      if (wishlist.current) wishlist.send({ type: 'wishlist.load' })
      // Toggles waiting for the machine: it reads once they have settled.
      else if (wishlist.getSnapshot().context.queue.length > 0)
        restingContext((context) => ({ ...context, reload: true }))
      else read()
    },
    clear(): void {
      for (const waiter of settleAll()) waiter.resolve(refused('wishlist.toggle_failed'))
      if (wishlist.current) {
        wishlist.send({ type: 'wishlist.clear' })
        return
      }
      reads++
      reading = false
      sentAtRest.take()
      restingContext(() => ({ server: [], queue: [], reload: false }))
    },
  }
}

export type StorefrontWishlist = ReturnType<typeof createWishlist>
