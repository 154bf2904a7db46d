import type { Cart } from '../contract/cart.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { createSentAtRest } from '../machines/sent-at-rest.ts'
import { quantityChange } from '../rules/quantity-change.ts'
import { type CartContext, type CartJob, START_READ, visibleCart } from './cart-context.ts'
import { abandonedFailure, type CartFailure } from './cart-failure.ts'
import { type JobOutcome, runCartJob } from './cart-job.ts'
import { type CartLineKey, type CartLinePreview, findLine, lineKeyOf } from './cart-line.ts'
import type { CartMachine, CartMachineDeps } from './cart-machine.ts'
import type { CartMutation } from './cart-mutation.ts'
import { readCart } from './cart-read.ts'
import { type CartSummary, summarizeCart } from './cart-summary.ts'
import { noCartSync } from './cart-sync.ts'

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

const isMutation = (job: CartJob): job is CartMutation => job.kind !== 'refresh'
/** A read asked for at rest, done by the machine in its turn. */
const REREAD: CartJob = { id: 'reread', kind: 'refresh' }

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
      if (!context.loaded) return { context: { ...context, queue: [START_READ, ...context.queue] } }
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
  const { store, request, settle } = createActorStore(cart, ({ context }): CartState => {
    const shown = visibleCart(context)
    return {
      ...summarizeCart(shown),
      cart: shown,
      isSyncing: context.queue.length > 0 && context.loaded,
      isLoaded: context.loaded,
    }
  })
  const failureListeners = new Set<(failure: CartFailure) => void>()
  const fail = (id: string, failure: CartFailure) => {
    for (const listener of failureListeners) listener(failure)
    settle(id)?.reject(new CartChangeError(failure))
  }

  cart.on('cart.settled', (event) => {
    if (event.ok) settle(event.id)?.resolve()
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
        () => ({ read: false as const }),
      )
      .then((outcome) => {
        if (read !== reads || cart.current) return
        reading = false
        restingContext((context) => ({
          ...context,
          // As in the machine: a failed first read means no cart; a later one keeps what is shown.
          server: outcome.read ? outcome.cart : context.loaded ? context.server : null,
          loaded: true,
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
  ): Promise<void> => {
    const line = lineKeyOf(given)
    return request('change', (id) => {
      if (cart.current) {
        if (kind === 'add')
          cart.send({ type: 'cart.add', id, line, quantity, ...(preview ? { preview } : {}) })
        else cart.send({ type: 'cart.remove', id, line, quantity })
        return
      }
      const job: CartMutation = { id, kind, line, quantity, ...(preview ? { preview } : {}) }
      const { context } = cart.getSnapshot()
      // Only our own machine adopts what was sent at rest; one given (tests) sends it itself.
      const sendNow =
        !options.machine &&
        context.queue.length === 0 &&
        context.loaded &&
        !reading &&
        !sentAtRest.waiting
      restingContext((context) => ({ ...context, queue: [...context.queue, job] }))
      if (sendNow) sentAtRest.send(id, runCartJob(options, job))
      cart.make().catch(() => {})
    })
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
      if (cart.current) cart.send({ type: 'cart.refresh' })
      else refreshAtRest()
    },
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
      restingContext((context) => ({ ...context, server: null }))
    },
  }
}

export type StorefrontCart = ReturnType<typeof createCart>
