import { type StorefrontResult, toStorefrontError } from '../client/storefront-error.ts'
import type { Cart } from '../contract/cart.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { createChangeKeys } from '../machines/change-keys.ts'
import { createSentAtRest } from '../machines/sent-at-rest.ts'
import { quantityChange } from '../rules/quantity-change.ts'
import { type CartContext, type CartJob, START_READ, visibleCart } from './cart-context.ts'
import { abandonedFailure, type CartFailure, promoCodeFailure } from './cart-failure.ts'
import { type JobOutcome, runCartJob } from './cart-job.ts'
import { type CartLineKey, type CartLinePreview, findLine, lineKeyOf } from './cart-line.ts'
import type { CartMachine, CartMachineDeps } from './cart-machine.ts'
import type { CartMutation } from './cart-mutation.ts'
import { cartIdentity, readCart } from './cart-read.ts'
import type { CartState } from './cart-state.ts'
import { summarizeCart } from './cart-summary.ts'
import { noCartSync } from './cart-sync.ts'

export interface CreateCartOptions extends CartMachineDeps {
  /** A cart read elsewhere (server rendering), shown until the first read answers. */
  initialCart?: Cart | null
  /** Replace the machine, e.g. `createCartMachine(deps).provide({ actors: … })` in tests. */
  machine?: CartMachine
}

const isMutation = (job: CartJob): job is CartMutation => job.kind !== 'refresh'
/** A read asked for at rest, done by the machine in its turn. */
const REREAD: CartJob = { id: 'reread', kind: 'refresh' }

/**
 * The shopper's cart, framework-free: subscribe to it, read its state, change it. Changes show at
 * once and are sent one at a time. Every change resolves a `StorefrontResult` and never rejects:
 * `{ ok: false, error }` carries the `StorefrontError` (`code` `cart.not_enough_stock`,
 * `cart.add_failed` …). `onFailure` hears every failed change, for toasts.
 *
 * Reading costs no XState: the cart is read (on start, on `refresh`, when another tab changed it)
 * with a plain call, and its machine, with XState, loads with the first change. Changes made while
 * it loads show at once and wait their turn, as they would in the machine.
 */
export const createCart = (options: CreateCartOptions) => {
  const sync = options.sync ?? noCartSync
  const cart: ActorOnDemand<CartMachine> = createActorOnDemand<CartMachine>({
    load: () =>
      options.machine
        ? Promise.resolve(options.machine)
        : import('./cart-machine.ts').then((module) =>
            module.createCartMachine({ ...options, adopt: adoptSentAtRest }),
          ),
    resting: {
      value: 'idle',
      context: { server: options.initialCart ?? null, queue: [], loaded: false },
    },
    input: (): { context: CartContext } => {
      // A read still under way at rest is left to the machine: it reads first.
      const reread = reading
      reads++
      reading = false
      const { context } = cart.getSnapshot()
      // A change sent at rest before the first read answered brings its own read (a read before
      // it would count the change twice on screen); if it is refused, the cart is read then.
      if (!context.loaded && sentAtRest.waiting) readIfRefused = context.queue[0]?.id
      if (!context.loaded && !sentAtRest.waiting)
        return { context: { ...context, queue: [START_READ, ...context.queue] } }
      return { context: reread ? { ...context, queue: [REREAD, ...context.queue] } : context }
    },
    onMade: () => stopListening(),
    onLoadFailed: (error) => {
      console.warn('[matjar] the cart could not load its machine; the changes were dropped', error)
      const sent = sentAtRest.take()
      abandonAtRest()
      // What the server made of a change already sent is read once it has answered; with none
      // sent, the server's cart is the one shown.
      sent?.then(readAtRest, readAtRest)
    },
  })
  const { store, request, settle } = createActorStore<CartMachine, CartState, StorefrontResult>(
    cart,
    ({ context }): CartState => {
      const shown = visibleCart(context)
      const error = context.readError ?? null
      const summary = summarizeCart(shown)
      return {
        ...summary,
        // A cart that could not be read is not known to be empty.
        isEmpty: summary.isEmpty && !(error && shown === null),
        cart: shown,
        isSyncing: context.queue.length > 0 && context.loaded,
        isLoaded: context.loaded,
        error,
        promoCode: shown?.promo_code ?? null,
      }
    },
  )
  const failureListeners = new Set<(failure: CartFailure) => void>()
  const keys = createChangeKeys()
  const fail = (id: string, failure: CartFailure) => {
    keys.settled(id, failure.status)
    for (const listener of failureListeners) listener(failure)
    settle(id)?.resolve({ ok: false, error: failure })
  }

  /** The change sent before the first read answered: the cart is read if the server refuses it. */
  let readIfRefused: string | undefined
  cart.on('cart.settled', (event) => {
    if (event.id === readIfRefused) {
      readIfRefused = undefined
      if (!event.ok) cart.send({ type: 'cart.refresh' })
    }
    // An answered change gives its key up (a failed one, in `fail`).
    if (event.ok) keys.settled(event.id)
    if (event.ok) settle(event.id)?.resolve({ ok: true })
    else fail(event.id, event.failure)
  })

  const restingContext = (change: (context: CartContext) => CartContext) =>
    cart.rest(({ value, context }) => ({ value, context: change(context) }))

  /** Changes waiting at rest fail as the machine's abandoned ones do. */
  const abandonAtRest = () => {
    const { queue } = cart.getSnapshot().context
    restingContext((context) => ({ ...context, queue: [] }))
    for (const job of queue.filter(isMutation)) fail(job.id, abandonedFailure(job.kind))
  }

  // Reads at rest are numbered: one overtaken by a later read, a clear or the machine is dropped.
  let reads = 0
  let reading = false
  const readAtRest = () => {
    const read = ++reads
    reading = true
    readCart(options)
      .then(
        (answer) => ({ read: true as const, cart: answer }),
        (error: unknown) => ({ read: false as const, error: toStorefrontError(error) }),
      )
      .then((outcome) => {
        if (read !== reads || cart.current) return
        reading = false
        restingContext((context) => ({
          ...context,
          // As in the machine: a failed first read means no cart; a later one keeps what is shown.
          server: outcome.read ? outcome.cart : context.loaded ? context.server : null,
          loaded: true,
          readError: outcome.read ? null : outcome.error,
        }))
      })
  }
  /** A read at once, or after the changes waiting for the machine (as the machine would). */
  const refreshAtRest = () => {
    const { queue } = cart.getSnapshot().context
    if (queue.length === 0) readAtRest()
    else if (!queue.some((job) => job.kind === 'refresh'))
      restingContext((context) => ({ ...context, queue: [...context.queue, REREAD] }))
  }
  let stopListening = () => {}

  // The first change is sent at once, while the machine loads (a shopper who adds and leaves
  // the page at once loses nothing); the machine, once made, takes its answer instead of sending
  // it again.
  const sentAtRest = createSentAtRest<JobOutcome>()
  const adoptSentAtRest = (job: CartJob) => sentAtRest.adopt(job.id)

  const change = (
    kind: 'add' | 'remove',
    given: CartLineKey,
    quantity: number,
    preview?: CartLinePreview,
  ): Promise<StorefrontResult> => {
    const line = lineKeyOf(given)
    return request('change', (id) => {
      const key = keys.take(id, JSON.stringify([kind, line, quantity]))
      const job: CartMutation = { id, kind, line, quantity, key, ...(preview ? { preview } : {}) }
      if (cart.current) return cart.send({ ...job, type: `cart.${kind}` })
      const { context } = cart.getSnapshot()
      // Only our own machine adopts what was sent at rest; one given (tests) sends it itself.
      // It goes out even while the first read is under way: a shopper who adds and reloads at
      // once keeps the line (the read answers before or after it; the change's own read wins).
      const sendNow = !options.machine && context.queue.length === 0 && !sentAtRest.waiting
      restingContext((context) => ({ ...context, queue: [...context.queue, job] }))
      if (sendNow) {
        // A read under way may answer with or without this change: its answer is dropped (the
        // change's own read replaces it), or the line would show twice until the change settles.
        if (reading) {
          reads++
          reading = false
        }
        sentAtRest.send(id, runCartJob(options, job))
      }
      cart.make().catch(() => {})
    })
  }

  /** Resolves once no read or change is under way or waiting: with the last read's verdict. */
  const whenIdle = (): Promise<StorefrontResult> =>
    new Promise((resolve) => {
      const busy = () => reading || cart.getSnapshot().context.queue.length > 0
      const verdict = (): StorefrontResult => {
        const error = cart.getSnapshot().context.readError
        return error ? { ok: false, error } : { ok: true }
      }
      if (!busy()) return resolve(verdict())
      const subscription = cart.subscribe(() => {
        if (busy()) return
        subscription.unsubscribe()
        resolve(verdict())
      })
    })
  const refresh = (): Promise<StorefrontResult> => {
    if (cart.current) cart.send({ type: 'cart.refresh' })
    else refreshAtRest()
    return whenIdle()
  }
  /** A promo code call, then a fresh read; a refusal resolves its `StorefrontError`. */
  const promoCode = async (send: () => Promise<unknown>): Promise<StorefrontResult> => {
    try {
      await send()
    } catch (error) {
      const failure = promoCodeFailure(error)
      return { ok: false, error: failure }
    }
    await refresh()
    return { ok: true }
  }

  return {
    ...store,
    /** Reads the cart (without a loading state) and starts hearing other tabs' changes. */
    start(): void {
      cart.start()
      if (cart.current) return
      readAtRest()
      stopListening = sync.listen(refreshAtRest)
    },
    stop(): void {
      stopListening()
      cart.stop()
    },
    /** Hears every failed change (402 warning, add/remove failed), e.g. to show a toast. */
    onFailure(listener: (failure: CartFailure) => void): () => void {
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
    /** Adds units of a line; `{ ok: false, error }` on failure (402: not enough stock). */
    add(line: CartLineKey, quantity = 1, preview?: CartLinePreview): Promise<StorefrontResult> {
      return change('add', line, quantity, preview)
    },
    /** Removes units of a line; `{ ok: false, error }` on failure. */
    remove(line: CartLineKey, quantity = 1): Promise<StorefrontResult> {
      return change('remove', line, quantity)
    },
    /**
     * Sets a line's quantity: the difference with what the shopper sees decides between adding
     * and removing the absolute difference (spec §5). `{ ok: false, error }` on failure.
     */
    setQuantity(
      line: CartLineKey,
      quantity: number,
      preview?: CartLinePreview,
    ): Promise<StorefrontResult> {
      const current = findLine(store.getState().cart, line)?.quantity ?? 0
      const { action, quantity: difference } = quantityChange(current, quantity)
      if (action === 'none') return Promise.resolve({ ok: true })
      return change(action, line, difference, preview)
    },
    /**
     * Reads the server's cart again (after sign-in, in a new language, when another tab changed
     * it); resolves once the cart shown is the server's, `{ ok: false, error }` if it could not be read.
     */
    refresh,
    /**
     * Applies a promo code to the cart (a guest's by its id), replacing any before, then reads the
     * cart (its `discount` and `promoCode`). `{ ok: false, error }`: the server's reason (unknown,
     * expired …) in `error.serverMessage`, code `cart.promo_code_failed`.
     */
    applyPromoCode: (code: string): Promise<StorefrontResult> =>
      promoCode(() =>
        options.client.call('applyPromoCode', { body: { code, ...cartIdentity(options, false) } }),
      ),
    /** Takes the promo code off the cart, then reads the cart. */
    removePromoCode: (): Promise<StorefrontResult> =>
      promoCode(() =>
        options.client.call('removePromoCode', { query: cartIdentity(options, false) }),
      ),
    /** Forgets the cart at once (logout). */
    clear(): void {
      if (cart.current) {
        cart.send({ type: 'cart.clear' })
        return
      }
      reads++
      reading = false
      sentAtRest.take()
      abandonAtRest()
      restingContext((context) => ({ ...context, server: null, readError: null }))
    },
  }
}

export type { CartState }
export type StorefrontCart = ReturnType<typeof createCart>
