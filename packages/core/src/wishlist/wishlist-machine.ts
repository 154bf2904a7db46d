import { assign, emit, fromPromise, setup } from 'xstate'
import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { ProductSummary } from '../contract/product.ts'
import type { WishlistContext, WishlistItem, WishlistToggle } from './wishlist-context.ts'
import { readWishlist } from './wishlist-read.ts'
import { type ToggleOutcome, toggleOnServer } from './wishlist-toggle.ts'

export type { WishlistContext, WishlistItem, WishlistToggle }

export type WishlistEvent =
  | { type: 'wishlist.load' }
  | {
      type: 'wishlist.toggle'
      id: string
      productId: number
      product?: ProductSummary
      key?: string
    }
  | { type: 'wishlist.clear' }

export type WishlistFailureCode = 'wishlist.sign_in_required' | 'wishlist.toggle_failed'

export type WishlistEmitted =
  | { type: 'wishlist.settled'; id: string; ok: true; isFavourite: boolean }
  | { type: 'wishlist.settled'; id: string; ok: false; code: WishlistFailureCode; cause?: unknown }

export interface WishlistMachineDeps {
  client: Pick<StorefrontClient, 'call' | 'toggleWishlist'>
  logger?: Pick<Console, 'warn'>
  /**
   * A toggle already sent before the machine was made (`createWishlist` sends the first one at
   * once): its answer, which the machine takes instead of sending the toggle again.
   */
  adopt?: (toggle: WishlistToggle) => Promise<ToggleOutcome> | undefined
}

/**
 * The wishlist (spec §4, §7): toggled at once on screen, then by the server. The server's message
 * decides: "removed" takes the product out, "added" puts it in. Any failure drops the toggle, which
 * restores the previous list and flag exactly. Needs a signed-in customer (the caller checks).
 */
export const createWishlistMachine = (deps: WishlistMachineDeps) =>
  setup({
    types: {
      context: {} as WishlistContext,
      events: {} as WishlistEvent,
      emitted: {} as WishlistEmitted,
      input: {} as { context?: WishlistContext } | undefined,
    },
    actors: {
      loadWishlist: fromPromise<WishlistItem[]>(() => readWishlist(deps.client)),
      sendToggle: fromPromise<ToggleOutcome, WishlistToggle>(
        ({ input }) => deps.adopt?.(input) ?? toggleOnServer(deps.client, input),
      ),
    },
    guards: {
      hasToggles: ({ context }) => context.queue.length > 0,
      reloadAsked: ({ context }) => context.reload,
    },
  }).createMachine({
    id: 'wishlist',
    context: ({ input }) => input?.context ?? { server: [], queue: [], reload: false },
    on: {
      'wishlist.toggle': {
        actions: assign({
          queue: ({ context, event }) => [
            ...context.queue,
            {
              id: event.id,
              productId: event.productId,
              key: event.key,
              ...(event.product ? { product: event.product } : {}),
            },
          ],
        }),
      },
      'wishlist.load': '.loading',
      'wishlist.clear': {
        target: '.idle',
        reenter: true,
        actions: assign({ server: [], queue: [], reload: false }),
      },
    },
    initial: 'idle',
    states: {
      idle: {
        always: [
          { guard: 'hasToggles', target: 'toggling' },
          { guard: 'reloadAsked', target: 'loading' },
        ],
      },
      loading: {
        entry: assign({ reload: false }),
        invoke: {
          src: 'loadWishlist',
          onDone: { target: 'idle', actions: assign({ server: ({ event }) => event.output }) },
          onError: {
            target: 'idle',
            actions: ({ event }) =>
              (deps.logger ?? console).warn('[matjar] wishlist could not be read', event.error),
          },
        },
      },
      toggling: {
        // Leaving for `loading` would stop the toggle under way and send it again once the list
        // is read, flipping it back on the server: the read waits for the toggles instead.
        on: { 'wishlist.load': { actions: assign({ reload: true }) } },
        invoke: {
          src: 'sendToggle',
          input: ({ context }) => context.queue[0]!,
          onDone: {
            target: 'idle',
            actions: [
              emit(({ context, event }) => ({
                type: 'wishlist.settled' as const,
                id: context.queue[0]?.id ?? '',
                ok: true as const,
                isFavourite: event.output.added,
              })),
              assign(({ context, event }) => {
                const [toggle, ...rest] = context.queue
                const others = context.server.filter((item) => item.id !== event.output.productId)
                const server = event.output.added
                  ? [
                      ...others,
                      {
                        id: event.output.productId,
                        is_fav: true,
                        ...(toggle?.product ? { product: toggle.product } : {}),
                      },
                    ]
                  : others
                return { server, queue: rest }
              }),
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              ({ event }) =>
                (deps.logger ?? console).warn(
                  '[matjar] wishlist toggle failed; restored',
                  event.error,
                ),
              emit(({ context, event }) => ({
                type: 'wishlist.settled' as const,
                id: context.queue[0]?.id ?? '',
                ok: false as const,
                code: 'wishlist.toggle_failed' as const,
                cause: event.error,
              })),
              assign({ queue: ({ context }) => context.queue.slice(1) }),
            ],
          },
        },
      },
    },
  })

export type WishlistMachine = ReturnType<typeof createWishlistMachine>
