import { expect } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, type InspectionEvent } from 'xstate'
import {
  applyChange,
  type Change,
  describeCart,
  linesOf,
  type Shown,
  serverCart,
  shownOf,
} from '../../test/cart-oracle.ts'
import { GUEST } from '../../test/guest-cart.ts'
import {
  type Call,
  createCalls,
  createModel,
  describeModel,
  type Harness,
} from '../../test/machine-model/index.ts'
import { StorefrontError } from '../client/storefront-error.ts'
import { visibleCart } from './cart-context.ts'
import type { CartFailure } from './cart-failure.ts'
import type { CartLineKey, CartLinePreview } from './cart-line.ts'
import {
  type CartEmitted,
  type CartEvent,
  type CartJob,
  type CartMachineDeps,
  createCartMachine,
  type JobOutcome,
} from './cart-machine.ts'

/**
 * Model-based: `xstate/graph` explores the cart machine, with the shopper's events (add, remove,
 * refresh, a change in another tab, clear) and every answer the job under way can get (a read
 * with or without a cart, a failed read, a refused change). A path is generated to every vertex
 * and through every edge, and replayed on a real actor whose `runJob` and `listenToOtherTabs` are
 * stand-ins. After every step the cart on screen, `loaded`, the `cart.settled` events, the other
 * tabs told and what was sent must agree with a plain model: the last server cart with the
 * changes still waiting applied on top, the changes sent one at a time in order.
 */
const MUG: CartLineKey = { product_id: 1, product_type: 'retail', selection_id: null }
/** Shown until the server answers with its own price. */
const PREVIEW: CartLinePreview = { price: '39.00', name: 'Mug' }
/** How many jobs may wait at once, and mug units in the cart: keeps the graph finite. */
const MAX_QUEUE = 3
const MAX_MUGS = 2

const failure = (code: CartFailure['code'], status: number, said: string | null) =>
  new StorefrontError(said ?? code, status, {}, { code, serverMessage: said }) as CartFailure
const NOT_ENOUGH_STOCK = failure('cart.not_enough_stock', 402, 'Only 1 left')
const ADD_FAILED = failure('cart.add_failed', 500, null)
const REMOVE_FAILED = failure('cart.remove_failed', 404, null)

const SERVER_RENDERED = serverCart(new Map([[1, 1]]))
/** What a read answers after someone else (another tab, another device) changed the cart. */
const CHANGED_ELSEWHERE = serverCart(new Map([[2, 1]]))

const deps = (sync: CartMachineDeps['sync']): CartMachineDeps => ({
  client: {} as never,
  guestCartId: { read: () => GUEST, ensure: () => GUEST },
  isCustomer: () => false,
  ...(sync ? { sync } : {}),
})
const graphMachine = createCartMachine(deps(undefined))
const WORK = '0.cart.working'

const describeEvent = (event: AnyEventObject): string => {
  switch (event.type) {
    case 'cart.add':
    case 'cart.remove':
      return `${event.type.slice(5)} mug×${event.quantity}`
    case 'cart.refresh':
      return event.via ? 'another tab changed it' : 'refresh'
    case 'cart.clear':
      return 'clear'
  }
  if (event.type.startsWith('xstate.error.')) return `refused (${event.error.code})`
  const outcome = event.output as JobOutcome
  return outcome.read ? `answer: ${describeCart(outcome.cart)}` : 'answer: read failed'
}

const model = createModel({
  machine: graphMachine,
  selfLoops: true,
  input: { initialCart: SERVER_RENDERED },
  events: (snapshot) => {
    const { queue, server } = snapshot.context
    const mugs =
      (linesOf(server).get(1) ?? 0) +
      queue.reduce((sum, job) => sum + (job.kind === 'add' ? job.quantity : 0), 0)
    const room = queue.length < MAX_QUEUE
    const user: AnyEventObject[] = [
      ...(room && mugs < MAX_MUGS
        ? [{ type: 'cart.add', id: 'new', line: MUG, quantity: 1, preview: PREVIEW }]
        : []),
      ...(room ? [{ type: 'cart.remove', id: 'new', line: MUG, quantity: 1 }] : []),
      ...(room ? [{ type: 'cart.refresh' }, { type: 'cart.refresh', via: 'another tab' }] : []),
      { type: 'cart.clear' },
    ]
    const head = queue[0]
    if (snapshot.value !== 'working' || !head) return user
    const done = (output: JobOutcome) => ({ type: `xstate.done.actor.${WORK}`, output })
    const refused = (error: CartFailure) => ({ type: `xstate.error.actor.${WORK}`, error })
    if (head.kind === 'refresh') {
      return [
        ...user,
        done({ read: true, cart: serverCart(linesOf(server)) }),
        done({ read: true, cart: CHANGED_ELSEWHERE }),
        done({ read: true, cart: null }),
        done({ read: false }),
      ]
    }
    const lines = linesOf(server)
    const sign = head.kind === 'add' ? 1 : -1
    lines.set(1, Math.max(0, (lines.get(1) ?? 0) + sign * head.quantity))
    return [
      ...user,
      done({ read: true, cart: serverCart(lines) }),
      done({ read: false }),
      ...(head.kind === 'add' ? [NOT_ENOUGH_STOCK, ADD_FAILED] : [REMOVE_FAILED]).map(refused),
    ]
  },
  // Ids are left out: the replay gives every change its own.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.server
        ? snapshot.context.server.items.map((item) => [
            item.product_id,
            item.quantity,
            item.price,
            item.name ?? null,
          ])
        : null,
      snapshot.context.queue.map((job) =>
        job.kind === 'refresh' ? 'refresh' : [job.kind, job.line.product_id, job.quantity],
      ),
      snapshot.context.loaded,
    ]),
  describeEvent,
})

const startCart = (inspect: (inspection: InspectionEvent) => void): Harness => {
  const calls = createCalls()
  const tabs = new Set<(event: CartEvent) => void>()
  let announced = 0
  const machine = createCartMachine(
    deps({
      announce: () => {
        announced++
      },
      listen: () => {
        throw new Error('listenToOtherTabs is a stand-in')
      },
    }),
  ).provide({
    actors: {
      runJob: calls.standIn<JobOutcome, { job: CartJob }>('runJob'),
      listenToOtherTabs: fromCallback(({ sendBack }) => {
        tabs.add(sendBack)
        return () => tabs.delete(sendBack)
      }),
    },
  })
  const actor = createActor(machine, { input: { initialCart: SERVER_RENDERED }, inspect })
  const emitted: CartEmitted[] = []
  actor.on('cart.settled', (event) => emitted.push(event))

  // The model: the server's cart as last heard, the changes not yet settled, in order.
  let base: Shown = shownOf(SERVER_RENDERED)
  let waiting: Change[] = []
  let loaded = false
  /** A refresh was asked and no read has started since (a read already under way may be stale). */
  let readOwed = false
  let expected: { emitted: CartEmitted[]; announced: number } = { emitted: [], announced: 0 }
  let seen = { emitted: 0, announced: 0, abandoned: 0, calls: 0 }
  let ids = 0

  return {
    actor: actor as never,
    calls,
    play(event) {
      expected = { emitted: [], announced: 0 }
      if (event.type === 'cart.add' || event.type === 'cart.remove') {
        const id = `change-${++ids}`
        const { type: _, ...rest } = event
        const change = {
          ...rest,
          id,
          kind: event.type === 'cart.add' ? 'add' : 'remove',
        } as Change
        waiting.push(change)
        actor.send({ ...event, id } as CartEvent)
      } else if (event.type === 'cart.refresh' && event.via) {
        readOwed = true
        expect(tabs.size, 'one listener for the other tabs').toBe(1)
        for (const sendBack of tabs) sendBack({ type: 'cart.refresh' })
      } else if (event.type === 'cart.clear') {
        // Every change not yet settled is abandoned, and says so.
        expected.emitted = waiting.map((change) => ({
          type: 'cart.settled',
          id: change.id,
          ok: false,
          failure: expect.objectContaining({
            code: change.kind === 'add' ? 'cart.add_failed' : 'cart.remove_failed',
            serverMessage: null,
            status: 0,
          }),
        }))
        waiting = []
        base = null
        readOwed = false
        actor.send({ type: 'cart.clear' })
      } else {
        if (event.type === 'cart.refresh') readOwed = true
        actor.send(event as CartEvent)
      }
    },
    lateAnswer: () => ({ read: true, cart: serverCart(new Map([[1, 5]])) }),
    check({ event, answered, where }) {
      if (answered) {
        expected = { emitted: [], announced: 0 }
        const { job } = answered.input as { job: CartJob }
        const ok = event.type.startsWith('xstate.done.')
        if (job.kind === 'refresh') {
          expect(ok, `${where}: a read is never refused`).toBe(true)
          const outcome = event.output as JobOutcome
          // A failed first read means no cart; a later one keeps what is shown.
          base = outcome.read ? shownOf(outcome.cart) : loaded ? base : null
          expected.emitted = [{ type: 'cart.settled', id: job.id, ok: true }]
        } else {
          const change = waiting.shift()
          expect(job, `${where}: the change answered is the oldest waiting`).toEqual(change)
          if (ok) {
            const outcome = event.output as JobOutcome
            // Sent, but the read after it failed: the change stays on screen.
            base = outcome.read ? shownOf(outcome.cart) : applyChange(base, job)
            expected.emitted = [{ type: 'cart.settled', id: job.id, ok: true }]
            expected.announced = 1
          } else {
            // Refused: dropped, so the screen rolls back exactly.
            expected.emitted = [
              { type: 'cart.settled', id: job.id, ok: false, failure: event.error },
            ]
          }
        }
        loaded = true
      }
      const snapshot = actor.getSnapshot()
      const shown = waiting.length ? waiting.reduce(applyChange, base) : base
      expect(shownOf(visibleCart(snapshot.context)), `${where}: the cart on screen`).toEqual(shown)
      expect(visibleCart(snapshot.context)?.total_item_count ?? 0, `${where}: units`).toBe(
        (shown ?? []).reduce((sum, item) => sum + item.quantity, 0),
      )
      expect(snapshot.context.loaded, `${where}: loaded`).toBe(loaded)
      expect(emitted.slice(seen.emitted), `${where}: cart.settled`).toEqual(expected.emitted)
      expect(announced - seen.announced, `${where}: other tabs told`).toBe(expected.announced)

      // One job at a time; while a change waits, something is under way (nothing stalls).
      const underWay = calls.underWay()
      expect(underWay.length, `${where}: jobs under way`).toBeLessThanOrEqual(1)
      expect(snapshot.value, `${where}: state`).toBe(underWay.length ? 'working' : 'idle')
      if (waiting.length) expect(underWay.length, `${where}: a change waits`).toBe(1)
      const job = (underWay[0]?.input as { job: CartJob } | undefined)?.job
      if (event.type === 'xstate.init')
        expect(job, `${where}: first read`).toMatchObject({ id: 'start', kind: 'refresh' })
      if (job && job.kind !== 'refresh') {
        expect(job, `${where}: the change sent is the oldest waiting`).toEqual(waiting[0])
        const sent = calls.log.filter(
          (call: Call) => (call.input as { job: CartJob }).job.id === job.id,
        )
        expect(sent.length, `${where}: each change is sent once`).toBe(1)
      }
      // Only clearing abandons work under way.
      const abandoned = calls.log.filter((call) => call.abandoned).length
      if (event.type !== 'cart.clear') {
        expect(abandoned, `${where}: nothing abandoned`).toBe(seen.abandoned)
      }
      expect(tabs.size, `${where}: listening to other tabs`).toBe(1)
      // A refresh asked is answered by a read that starts after it, before the cart goes idle.
      const started = calls.log
        .slice(seen.calls)
        .map((call) => (call.input as { job: CartJob }).job)
      if (started.some((started) => started.kind === 'refresh')) readOwed = false
      if (!underWay.length) expect(readOwed, `${where}: a read owed`).toBe(false)
      // One waiting read is enough: however often asked, at most one more read goes out.
      const readsWaiting = snapshot.context.queue.slice(1).filter((job) => job.kind === 'refresh')
      expect(readsWaiting.length, `${where}: reads waiting`).toBeLessThanOrEqual(1)
      seen = { emitted: emitted.length, announced, abandoned, calls: calls.log.length }
      expected = { emitted: [], announced: 0 }
    },
  }
}

describeModel('cart machine, model-based (generated paths)', model, startCart)
