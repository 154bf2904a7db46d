import type {
  Actor,
  AnyStateMachine,
  ContextFrom,
  EmittedFrom,
  EventFromLogic,
  InputFrom,
  StateValueFrom,
} from 'xstate'

/** What an actor shows before it is made: its machine's first value and context. */
export interface RestingSnapshot<TMachine extends AnyStateMachine> {
  value: StateValueFrom<TMachine>
  context: ContextFrom<TMachine>
}

/**
 * What components read and drive an actor by: an XState actor has it, and so has an actor made on
 * demand. A listener is called on every change; `send` may make the actor first.
 */
export interface ActorLike<TSnapshot extends { value: unknown; context: unknown }, TEvent> {
  getSnapshot(): TSnapshot
  subscribe(listener: () => void): { unsubscribe(): void }
  send(event: TEvent): void
}

export interface ActorOnDemandOptions<TMachine extends AnyStateMachine> {
  /**
   * The machine, when it is first needed: `() => import('./x-machine.ts').then((m) => m.x)`, so
   * that neither XState nor the machine is in any bundle's first load.
   */
  load: () => Promise<TMachine>
  /** What the actor reads as until it is made: the machine's first value and context. */
  resting: RestingSnapshot<TMachine>
  /** The actor's input, read when it is made (the state reached at rest, a direction …). */
  input?: () => InputFrom<TMachine>
  /**
   * What an event does before the actor is made, when that needs no machine: the resting state it
   * leads to (the same one for a `finish` of an idle bar). `undefined`, or no `atRest`: the event
   * needs the machine, which loads.
   */
  atRest?: (
    event: EventFromLogic<TMachine>,
    resting: RestingSnapshot<TMachine>,
  ) => RestingSnapshot<TMachine> | undefined
  /**
   * Once made, before it starts and before the events that waited are sent: a session to restore
   * first, a stand-in of the resting state to stop …
   */
  onMade?: (actor: Actor<TMachine>) => void
  /** The machine did not load (a chunk gone after a deploy): what waited is dropped. */
  onLoadFailed?: (error: unknown) => void
}

export interface ActorOnDemand<TMachine extends AnyStateMachine>
  extends ActorLike<RestingSnapshot<TMachine>, EventFromLogic<TMachine>> {
  /** The actor, once made. */
  readonly current: Actor<TMachine> | undefined
  /** Makes the actor now (loading its machine): to warm it before the shopper needs it. */
  make(): Promise<Actor<TMachine>>
  /** Changes what the actor reads as at rest; ignored once it is made. */
  rest(change: (resting: RestingSnapshot<TMachine>) => RestingSnapshot<TMachine>): void
  /** Hears an event the machine emits (nothing is emitted at rest). */
  on<TType extends EmittedFrom<TMachine>['type']>(
    type: TType,
    listener: (event: Extract<EmittedFrom<TMachine>, { type: TType }>) => void,
  ): { unsubscribe(): void }
  start(): void
  stop(): void
}

type Emitted<TMachine extends AnyStateMachine> = EmittedFrom<TMachine>
type CreateActor = typeof import('xstate').createActor

/**
 * An actor made when first needed. Until then it reads as `resting` and costs no XState: events
 * that need the machine load it, wait in order, and are sent once it is made; subscribers and
 * listeners of emitted events carry over. A failed load drops what waited and is tried again by
 * the next event.
 */
export const createActorOnDemand = <TMachine extends AnyStateMachine>(
  options: ActorOnDemandOptions<TMachine>,
): ActorOnDemand<TMachine> => {
  type Event = EventFromLogic<TMachine>
  let resting = options.resting
  let actor: Actor<TMachine> | undefined
  let making: Promise<Actor<TMachine>> | undefined
  let running = false
  let waiting: Event[] = []
  const listeners = new Set<() => void>()
  const emittedListeners = new Set<{ type: string; listener: (event: Emitted<TMachine>) => void }>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const create = (createActor: CreateActor, machine: TMachine): Actor<TMachine> => {
    const input = options.input?.()
    // The machines' inputs are optional; xstate cannot tell that of a generic machine.
    const made = (createActor as (logic: TMachine, options: object) => Actor<TMachine>)(
      machine,
      input === undefined ? {} : { input },
    )
    actor = made
    made.on('*', (event) => {
      for (const entry of emittedListeners) if (entry.type === event.type) entry.listener(event)
    })
    made.subscribe(notify)
    // Before it starts: what stood in for it at rest steps aside (a listener of other tabs …).
    options.onMade?.(made)
    const queued = waiting
    waiting = []
    for (const event of queued) made.send(event)
    if (running) made.start()
    notify()
    return made
  }

  const make = (): Promise<Actor<TMachine>> => {
    if (actor) return Promise.resolve(actor)
    if (making) return making
    making = Promise.all([import('xstate'), options.load()]).then(
      ([{ createActor }, machine]) => create(createActor, machine),
      (error: unknown) => {
        making = undefined
        waiting = []
        options.onLoadFailed?.(error)
        throw error
      },
    )
    return making
  }

  return {
    get current() {
      return actor
    },
    getSnapshot: () => (actor ? (actor.getSnapshot() as RestingSnapshot<TMachine>) : resting),
    subscribe(listener) {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    },
    on(type, listener) {
      const entry = {
        type: type as string,
        listener: listener as (event: Emitted<TMachine>) => void,
      }
      emittedListeners.add(entry)
      return { unsubscribe: () => void emittedListeners.delete(entry) }
    },
    send(event) {
      if (actor) {
        actor.send(event)
        return
      }
      const next = waiting.length === 0 ? options.atRest?.(event, resting) : undefined
      if (next) {
        if (next !== resting) {
          resting = next
          notify()
        }
        return
      }
      waiting.push(event)
      make().catch(() => {})
    },
    make,
    rest(change) {
      if (actor) return
      resting = change(resting)
      notify()
    },
    start() {
      running = true
      actor?.start()
    },
    stop() {
      running = false
      actor?.stop()
    },
  }
}
