import { expect } from 'vitest'
import { type AnyEventObject, createActor, type InspectionEvent } from 'xstate'
import {
  createCalls,
  createModel,
  describeModel,
  type Harness,
} from '../../test/machine-model/index.ts'
import type { ProductSummary } from '../contract/product.ts'
import { sampleProductCard } from '../contract/samples.ts'
import { visibleWishlist } from './wishlist-context.ts'
import {
  createWishlistMachine,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistItem,
  type WishlistToggle,
} from './wishlist-machine.ts'

/**
 * Model-based: `xstate/graph` explores the wishlist machine with the shopper's events (load,
 * toggle a product with or without its card, clear) and every answer of the request under way
 * (a list, "added", "removed", a failure). A path is generated to every vertex and through every
 * edge, and replayed on a real actor whose `loadWishlist` and `sendToggle` are stand-ins. After
 * every step the list shown, the `wishlist.settled` events, the warnings and what was asked of the
 * server must agree with a plain model: the server's last list with the waiting toggles applied,
 * each toggle sent once and in order, one request at a time.
 */
const card = (id: number): ProductSummary => ({ ...sampleProductCard, id, is_fav: true })
const item = (id: number): WishlistItem => ({ id, is_fav: true, product: card(id) })
/** How many toggles may wait at once: keeps the graph finite. */
const MAX_QUEUE = 3

const graphMachine = createWishlistMachine({ client: {} as never, logger: { warn: () => {} } })

const describeEvent = (event: AnyEventObject): string => {
  switch (event.type) {
    case 'wishlist.load':
      return 'load'
    case 'wishlist.toggle':
      return `toggle ${event.productId}${event.product ? ' (with card)' : ''}`
    case 'wishlist.clear':
      return 'clear'
  }
  if (event.type.includes('.error.')) return 'failed'
  if (Array.isArray(event.output)) return `list [${event.output.map((i: WishlistItem) => i.id)}]`
  return event.output.added
    ? `${event.output.productId} added`
    : `${event.output.productId} removed`
}

const model = createModel({
  machine: graphMachine,
  selfLoops: true,
  events: (snapshot) => {
    const room = snapshot.context.queue.length < MAX_QUEUE
    const user: AnyEventObject[] = [
      { type: 'wishlist.load' },
      ...(room
        ? [
            { type: 'wishlist.toggle', id: 'new', productId: 1 },
            { type: 'wishlist.toggle', id: 'new', productId: 2, product: card(2) },
          ]
        : []),
      { type: 'wishlist.clear' },
    ]
    const id = `0.wishlist.${String(snapshot.value)}`
    const done = (output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
    const failed = { type: `xstate.error.actor.${id}`, error: new Error('server down') }
    if (snapshot.value === 'loading') {
      return [...user, done([]), done([item(1), item(2)]), failed]
    }
    const head = snapshot.context.queue[0]
    if (snapshot.value === 'toggling' && head) {
      return [
        ...user,
        done({ productId: head.productId, added: true }),
        done({ productId: head.productId, added: false }),
        failed,
      ]
    }
    return user
  },
  // Toggle ids are left out: the replay gives each toggle its own.
  serializeState: (snapshot) => {
    const { server, queue, ...rest } = snapshot.context
    return JSON.stringify([
      snapshot.value,
      server.map((entry) => [entry.id, entry.product !== undefined]),
      queue.map((toggle) => [toggle.productId, toggle.product !== undefined]),
      rest,
    ])
  },
  describeEvent,
})

/** A toggle on top of the list shown: out if it is there, in (last) if it is not. */
const flip = (list: WishlistItem[], toggle: WishlistToggle): WishlistItem[] =>
  list.some((entry) => entry.id === toggle.productId)
    ? list.filter((entry) => entry.id !== toggle.productId)
    : [
        ...list,
        {
          id: toggle.productId,
          is_fav: true,
          ...(toggle.product ? { product: toggle.product } : {}),
        },
      ]

const startWishlist = (inspect: (inspection: InspectionEvent) => void): Harness => {
  const calls = createCalls()
  let warnings = 0
  const machine = createWishlistMachine({
    client: {} as never,
    logger: {
      warn: () => {
        warnings++
      },
    },
  }).provide({
    actors: {
      loadWishlist: calls.standIn<WishlistItem[]>('loadWishlist'),
      sendToggle: calls.standIn<{ productId: number; added: boolean }, WishlistToggle>(
        'sendToggle',
      ),
    },
  })
  const actor = createActor(machine, { inspect, input: undefined })
  const emitted: WishlistEmitted[] = []
  actor.on('wishlist.settled', (event) => emitted.push(event))

  // The model: the server's list as last heard, the toggles not yet settled, the read under way
  // and a read asked for while a toggle was under way.
  let server: WishlistItem[] = []
  let waiting: WishlistToggle[] = []
  let reading = false
  let readAsked = false
  let expected: {
    emitted: WishlistEmitted[]
    calls: { src: string; input: unknown }[]
    warnings: number
  } = { emitted: [], calls: [], warnings: 0 }
  let seen = { emitted: 0, calls: 0, warnings: 0, abandoned: 0 }
  let ids = 0
  let restarted = false
  const nothing = () => ({ emitted: [], calls: [], warnings: 0 })
  // What starts once the request under way settles: the next toggle, else a read asked for.
  const next = () => {
    if (waiting[0]) expected.calls = [{ src: 'sendToggle', input: waiting[0] }]
    else if (readAsked) {
      readAsked = false
      reading = true
      expected.calls = [{ src: 'loadWishlist', input: undefined }]
    }
  }

  return {
    actor: actor as never,
    calls,
    play(event) {
      expected = nothing()
      if (event.type === 'wishlist.load') {
        // A read never interrupts a toggle under way: that would send the toggle twice. It
        // restarts a read under way (which may be in the previous language).
        if (waiting.length && !reading) readAsked = true
        else {
          restarted = reading
          reading = true
          expected.calls = [{ src: 'loadWishlist', input: undefined }]
        }
        actor.send({ type: 'wishlist.load' })
      } else if (event.type === 'wishlist.toggle') {
        const { type: _, ...toggle } = { ...event, id: `toggle-${++ids}` }
        waiting.push(toggle as WishlistToggle)
        if (!reading && waiting.length === 1)
          expected.calls = [{ src: 'sendToggle', input: toggle }]
        actor.send({ ...toggle, type: 'wishlist.toggle' } as WishlistEvent)
      } else {
        server = []
        waiting = []
        reading = false
        readAsked = false
        actor.send({ type: 'wishlist.clear' })
      }
    },
    lateAnswer: (call) => (call.src === 'loadWishlist' ? [item(3)] : { productId: 3, added: true }),
    check({ event, answered, where }) {
      if (answered) {
        expected = nothing()
        const ok = event.type.startsWith('xstate.done.')
        if (answered.src === 'loadWishlist') {
          reading = false
          // A failed read keeps what is shown, and is only logged.
          if (ok) server = event.output
          else expected.warnings = 1
        } else {
          const toggle = waiting.shift()
          expect(answered.input, `${where}: the toggle answered is the oldest`).toEqual(toggle)
          if (ok) {
            // The server's message decides, whatever the shopper expected.
            const { productId, added } = event.output as { productId: number; added: boolean }
            const others = server.filter((entry) => entry.id !== productId)
            server = added
              ? [
                  ...others,
                  {
                    id: productId,
                    is_fav: true,
                    ...(toggle?.product ? { product: toggle.product } : {}),
                  },
                ]
              : others
            expected.emitted = [
              { type: 'wishlist.settled', id: toggle?.id ?? '', ok: true, isFavourite: added },
            ]
          } else {
            // Dropped: the list and the flag roll back exactly; only logged (spec §8).
            expected.emitted = [
              {
                type: 'wishlist.settled',
                id: toggle?.id ?? '',
                ok: false,
                code: 'wishlist.toggle_failed',
                cause: event.error,
              },
            ]
            expected.warnings = 1
          }
        }
        next()
      }
      const snapshot = actor.getSnapshot()
      expect(visibleWishlist(snapshot.context), `${where}: the list shown`).toEqual(
        waiting.reduce(flip, server),
      )
      expect(emitted.slice(seen.emitted), `${where}: wishlist.settled`).toEqual(expected.emitted)
      expect(warnings - seen.warnings, `${where}: warnings`).toBe(expected.warnings)
      expect(
        calls.log.slice(seen.calls).map((call) => ({ src: call.src, input: call.input })),
        `${where}: asked of the server`,
      ).toEqual(expected.calls)
      // One request at a time; only clearing abandons one, or a read restarting a read.
      const underWay = calls.underWay()
      expect(underWay.length, `${where}: requests under way`).toBe(
        reading || waiting.length ? 1 : 0,
      )
      expect(snapshot.value, `${where}: state`).toBe(
        reading ? 'loading' : waiting.length ? 'toggling' : 'idle',
      )
      const abandoned = calls.log.filter((call) => call.abandoned).length
      if (event.type !== 'wishlist.clear') {
        expect(abandoned, `${where}: abandoned`).toBe(seen.abandoned + (restarted ? 1 : 0))
      }
      restarted = false
      const sentTwice = waiting.filter(
        (toggle) =>
          calls.log.filter((call) => (call.input as WishlistToggle | undefined)?.id === toggle.id)
            .length > 1,
      )
      expect(sentTwice, `${where}: each toggle is sent once`).toEqual([])
      seen = {
        emitted: emitted.length,
        calls: calls.log.length,
        warnings,
        abandoned,
      }
      expected = nothing()
    },
  }
}

describeModel('wishlist machine, model-based (generated paths)', model, startWishlist)
