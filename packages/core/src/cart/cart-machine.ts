import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type { Cart } from '../contract/cart.ts'
import { type CartContext, type CartJob, START_READ } from './cart-context.ts'
import { abandonedFailure, type CartFailure } from './cart-failure.ts'
import { type CartJobDeps, type JobOutcome, runCartJob } from './cart-job.ts'
import type { CartLineKey, CartLinePreview } from './cart-line.ts'
import { applyMutations, type CartMutation } from './cart-mutation.ts'
import { type CartSyncChannel, noCartSync } from './cart-sync.ts'

export type { CartJob }

export type CartEvent =
  | {
      type: 'cart.add'
      id: string
      line: CartLineKey
      quantity: number
      preview?: CartLinePreview
      key?: string
    }
  | { type: 'cart.remove'; id: string; line: CartLineKey; quantity: number; key?: string }
  | { type: 'cart.refresh' }
  /** Forget the cart at once (logout); what is under way is abandoned. */
  | { type: 'cart.clear' }

export type CartEmitted =
  | { type: 'cart.settled'; id: string; ok: true }
  | { type: 'cart.settled'; id: string; ok: false; failure: CartFailure }

export type { JobOutcome }

export interface CartMachineDeps extends CartJobDeps {
  sync?: CartSyncChannel
  /**
   * A job already sent before the machine was made (`createCart` sends the first change at
   * once): its answer, which the machine takes instead of sending the job again.
   */
  adopt?: (job: CartJob) => Promise<JobOutcome> | undefined
}

/**
 * Where the machine starts: a cart read elsewhere (server rendering) with the start read queued,
 * or the whole context a cart reached before its machine was made (`createCart`).
 */
export type CartMachineInput = { initialCart?: Cart | null } | { context: CartContext }

/**
 * The cart (spec §4, §7, §8): read on start without a loading state; changes applied at once on
 * screen and sent one at a time; every change followed by a fresh read of the server's cart; a
 * failed change dropped from the queue, which rolls the screen back exactly. Events are accepted
 * in every state: while busy they wait their turn.
 */
export const createCartMachine = (deps: CartMachineDeps) => {
  const sync = deps.sync ?? noCartSync
  let refreshIds = 0

  return setup({
    types: {
      context: {} as CartContext,
      events: {} as CartEvent,
      emitted: {} as CartEmitted,
      input: {} as CartMachineInput,
    },
    actors: {
      runJob: fromPromise<JobOutcome, { job: CartJob }>(
        ({ input: { job } }) => deps.adopt?.(job) ?? runCartJob(deps, job),
      ),
      listenToOtherTabs: fromCallback(({ sendBack }) =>
        sync.listen(() => sendBack({ type: 'cart.refresh' })),
      ),
    },
    actions: {
      enqueueMutation: assign({
        queue: ({ context, event }) => {
          if (event.type !== 'cart.add' && event.type !== 'cart.remove') return context.queue
          const kind = event.type === 'cart.add' ? 'add' : 'remove'
          const job: CartMutation = {
            id: event.id,
            kind,
            line: event.line,
            quantity: event.quantity,
            key: event.key,
            ...(event.type === 'cart.add' && event.preview ? { preview: event.preview } : {}),
          }
          return [...context.queue, job]
        },
      }),
      enqueueRefresh: assign({
        // One waiting refresh is enough: it will read the latest cart when its turn comes.
        queue: ({ context }) =>
          context.queue.slice(1).some((job) => job.kind === 'refresh')
            ? context.queue
            : [...context.queue, { id: `refresh-${++refreshIds}`, kind: 'refresh' as const }],
      }),
      forget: assign({ server: null, queue: [] as CartJob[], readError: null }),
      // Only changes are announced: announcing reads would make two tabs echo each other forever.
      announceChange: (_, params: { job: CartJob | undefined }) => {
        if (params.job && params.job.kind !== 'refresh') sync.announce()
      },
      settleAbandoned: enqueueActions(({ context, enqueue }) => {
        for (const job of context.queue) {
          if (job.kind === 'refresh') continue
          enqueue.emit({
            type: 'cart.settled',
            id: job.id,
            ok: false,
            failure: abandonedFailure(job.kind),
          })
        }
      }),
    },
    guards: {
      hasWork: ({ context }) => context.queue.length > 0,
    },
  }).createMachine({
    id: 'cart',
    context: ({ input }) =>
      'context' in input
        ? input.context
        : { server: input.initialCart ?? null, queue: [START_READ], loaded: false },
    invoke: { src: 'listenToOtherTabs' },
    on: {
      'cart.add': { actions: 'enqueueMutation' },
      'cart.remove': { actions: 'enqueueMutation' },
      'cart.refresh': { actions: 'enqueueRefresh' },
      'cart.clear': { target: '.idle', reenter: true, actions: ['settleAbandoned', 'forget'] },
    },
    // Straight on to work when the queue holds any (the start read, or changes made at rest).
    initial: 'idle',
    states: {
      idle: {
        always: { guard: 'hasWork', target: 'working' },
      },
      working: {
        invoke: {
          src: 'runJob',
          input: ({ context }) => ({ job: context.queue[0]! }),
          onDone: {
            target: 'idle',
            // Emit and announce first: they read the job that just finished, at the queue's head.
            actions: [
              emit(({ context }) => ({
                type: 'cart.settled' as const,
                id: context.queue[0]?.id ?? '',
                ok: true as const,
              })),
              { type: 'announceChange', params: ({ context }) => ({ job: context.queue[0] }) },
              assign(({ context, event }) => {
                const [job, ...rest] = context.queue
                const outcome = event.output
                let server = context.server
                if (outcome.read) server = outcome.cart
                // The change went through but the fresh read did not: show the change anyway.
                else if (job && job.kind !== 'refresh') server = applyMutations(server, [job])
                else if (!context.loaded) server = null
                const readError = outcome.read ? null : (outcome.error ?? context.readError ?? null)
                return { server, queue: rest, loaded: true, readError }
              }),
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              emit(({ context, event }) => ({
                type: 'cart.settled' as const,
                id: context.queue[0]?.id ?? '',
                ok: false as const,
                failure: event.error as CartFailure,
              })),
              assign({ queue: ({ context }) => context.queue.slice(1), loaded: true }),
            ],
          },
        },
      },
    },
  })
}

export type CartMachine = ReturnType<typeof createCartMachine>
