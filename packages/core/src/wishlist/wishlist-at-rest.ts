import { isStorefrontError, StorefrontError } from '../client/storefront-error.ts'
import type { ActorOnDemand } from '../machines/actor-on-demand.ts'
import type { createActorStore } from '../machines/actor-store.ts'
import type { ChangeKeys } from '../machines/change-keys.ts'
import type { createSentAtRest } from '../machines/sent-at-rest.ts'
import type {
  CreateWishlistOptions,
  WishlistState,
  WishlistToggleResult,
} from './create-wishlist.ts'
import type { WishlistContext, WishlistItem } from './wishlist-context.ts'
import type { WishlistFailureCode, WishlistMachine } from './wishlist-machine.ts'
import { readWishlist } from './wishlist-read.ts'
import { type ToggleOutcome, toggleOnServer } from './wishlist-toggle.ts'

// What `createWishlist` does beyond showing the list, loaded with its first `load()` or
// `toggle()`: a guest's page never loads it.

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

/** What `createWishlist` made at once: the actor, its store, the toggle sent at rest. */
export interface WishlistParts
  extends ReturnType<
    typeof createActorStore<WishlistMachine, WishlistState, WishlistToggleResult>
  > {
  wishlist: ActorOnDemand<WishlistMachine>
  sentAtRest: ReturnType<typeof createSentAtRest<ToggleOutcome>>
  keys: ChangeKeys
}

/** The wishlist's reads, toggles and clear at rest, and what its machine is made with. */
export const wishlistAtRest = (options: CreateWishlistOptions, parts: WishlistParts) => {
  const { wishlist, settle, settleAll, request, sentAtRest, keys } = parts
  const logger = options.logger ?? console
  const restingContext = (change: (context: WishlistContext) => WishlistContext) =>
    wishlist.rest(({ value, context }) => ({ value, context: change(context) }))
  const dropAtRest = () => {
    const { queue } = wishlist.getSnapshot().context
    restingContext((context) => ({ ...context, queue: [] }))
    for (const toggle of queue) {
      keys.settled(toggle.id)
      settle(toggle.id)?.resolve(refused('wishlist.toggle_failed'))
    }
  }
  wishlist.on('wishlist.settled', (event) => {
    const result = event.ok
      ? { ok: true as const, isFavourite: event.isFavourite }
      : refused(event.code, event.cause)
    keys.settled(event.id, result.ok ? undefined : result.error.status)
    settle(event.id)?.resolve(result)
  })

  // Reads at rest are numbered; one overtaken by a later read, a clear or the machine is dropped.
  let reads = 0
  let reading = false
  /** A read at rest: of `answer` when it was sent already (before this code had loaded). */
  const read = (answer = readWishlist(options.client)) => {
    const mine = ++reads
    reading = true
    answer.then(
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

  // Toggles made while this code loaded (shown already): the first is sent now, the machine loads.
  const [first] = wishlist.getSnapshot().context.queue
  if (first) {
    if (!options.machine) sentAtRest.send(first.id, toggleOnServer(options.client, first))
    wishlist.make().catch(() => {})
  }

  return {
    input: (): { context: WishlistContext } => {
      // A read under way at rest is done again by the machine, after the toggles.
      const reload = reading
      reading = false
      reads++
      const { context } = wishlist.getSnapshot()
      return { context: reload ? { ...context, reload: true } : context }
    },
    onLoadFailed(error: unknown): void {
      logger.warn(
        '[matjar] the wishlist could not load its machine; the toggles were dropped',
        error,
      )
      const sent = sentAtRest.take()
      dropAtRest()
      // What the server made of a toggle already sent is read once it has answered.
      sent?.then(
        () => read(),
        () => read(),
      )
    },
    toggle(productId: number, product?: WishlistItem['product']): Promise<WishlistToggleResult> {
      if (!options.isSignedIn()) return Promise.resolve(refused('wishlist.sign_in_required'))
      return request('wishlist', (id) => {
        const key = keys.take(id, `${productId}`)
        if (wishlist.current) {
          wishlist.send({
            type: 'wishlist.toggle',
            id,
            productId,
            key,
            ...(product ? { product } : {}),
          })
          return
        }
        const toggle = { id, productId, key, ...(product ? { product } : {}) }
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
    load(answer?: Promise<WishlistItem[]>): void {
      if (wishlist.current) wishlist.send({ type: 'wishlist.load' })
      // Toggles waiting for the machine: it reads once they have settled.
      else if (wishlist.getSnapshot().context.queue.length > 0)
        restingContext((context) => ({ ...context, reload: true }))
      else read(answer)
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

export type WishlistAtRest = ReturnType<typeof wishlistAtRest>
