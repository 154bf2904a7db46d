import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  getNextTransitions,
  type InputFrom,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'

/** A delayed transition's internal event, as the graph tries it. */
export type AfterEvent = { type: `xstate.after.${string}` }
type Snapshot<TMachine extends AnyStateMachine> = NoInfer<SnapshotFrom<TMachine>>
type ModelEvent<TMachine extends AnyStateMachine> = NoInfer<EventFromLogic<TMachine>> | AfterEvent

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * Concrete events to try in a snapshot, with their payloads: the user's events and, while an
   * actor is invoked, its possible answers (`xstate.done.actor.<id>` with an `output`,
   * `xstate.error.actor.<id>` with an `error`), offered only while that actor is under way.
   */
  events: (snapshot: Snapshot<TMachine>) => readonly AnyEventObject[]
  /**
   * Offer the listed events a snapshot ignores too: they are self-loops, and the replay checks
   * that they change nothing. Without it only handled events are offered, and the handled event
   * types the list leaves out are tried bare (`{ type }`): right for events without payload and
   * for delayed transitions (`xstate.after.<delay>.<state>`).
   */
  selfLoops?: boolean
  /** Skips an event in a snapshot (to keep the graph finite where the context could grow). */
  filterEvents?: (snapshot: Snapshot<TMachine>, event: ModelEvent<TMachine>) => boolean
  /**
   * Which snapshots are one vertex: value plus the whole context unless given. It must keep
   * whatever later events and answers depend on; it may drop generated ids and abstract an
   * unbounded context.
   */
  serializeState?: (snapshot: Snapshot<TMachine>) => string
  /** A short name of an event, for test names. */
  describeEvent?: (event: AnyEventObject) => string
  /** Milliseconds of each named delay, to replay delayed transitions on a simulated clock. */
  delays?: Record<string, number>
  /**
   * The oracle: a small model of the expected behaviour written apart from the machine (a plain
   * reducer, from the spec), and what of a real actor's snapshot it predicts. After every step of
   * a path the actor's `observe` must equal the reference's `view` (see `oracleHarness`). Machines
   * whose harness checks what users observe by its own expectations (calls sent, events emitted,
   * what is stored) may leave it out.
   */
  reference?: Reference<TMachine, never, never>
  /** What must hold in every snapshot the actor reaches, rule by rule (see `oracleHarness`). */
  invariants?: Record<string, (snapshot: Snapshot<TMachine>) => boolean>
  /**
   * What each event must do, rule by rule, stated independently of the machine: the oracle that
   * makes a replay more than the machine agreeing with itself. A rule returns true when the step
   * is fine or the rule does not apply to it.
   */
  postconditions?: Record<
    string,
    (before: Snapshot<TMachine>, event: ModelEvent<TMachine>, after: Snapshot<TMachine>) => boolean
  >
}

/**
 * An independent model of a machine: its own state `S` (not the machine's), moved by the same
 * events, and the observation `O` both sides are compared on.
 */
export interface Reference<TMachine extends AnyStateMachine, S, O> {
  initial: S
  next: (state: S, event: ModelEvent<TMachine>) => S
  /** What users observe in the reference's state (the state itself when left out). */
  view?: (state: S) => O
  /** The same observation, read off a real actor's snapshot. */
  observe: (snapshot: Snapshot<TMachine>) => O
}

/** A reference with its types checked, for `createModel({ reference })`. */
export const reference = <TMachine extends AnyStateMachine, S, O = S>(
  _machine: TMachine,
  model: Reference<TMachine, S, O>,
) => model as unknown as Reference<TMachine, never, never>

export interface ModelPath {
  description: string
  /** Events from the initial snapshot, each with the snapshot expected after it. */
  steps: { event: AnyEventObject; expected: AnyMachineSnapshot }[]
  initial: AnyMachineSnapshot
}

const DONE = 'xstate.done.actor.'
/** After an edge, at most this many answers let the machine settle. */
const SETTLE_LIMIT = 20

const defaultSerialize = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

const defaultDescribe = (event: AnyEventObject): string => {
  const { type, ...payload } = event
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type
}

/** The event types a snapshot has a transition for (delayed ones included, eventless not). */
const handledTypes = (snapshot: AnyMachineSnapshot): Set<string> =>
  new Set(getNextTransitions(snapshot).flatMap(({ eventType }) => (eventType ? [eventType] : [])))

/**
 * Model-based testing of a machine: `xstate/graph` explores its graph, and one path is generated
 * to every reachable vertex and through every edge. The machine only proposes the paths (its pure
 * transition function walks them, since a path may reach a vertex with other ids); whether the
 * actor behaves is decided by the model's `reference`, invariants and postconditions, written
 * apart from it. `replayPath` plays a path on a real actor.
 */
export const createModel = <TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) => {
  // Internally every snapshot and event is the machine's; the option types are for the callers.
  const machine = options.machine as AnyStateMachine
  const serialize = (options.serializeState ?? defaultSerialize) as (
    snapshot: AnyMachineSnapshot,
  ) => string
  const describeEvent = options.describeEvent ?? defaultDescribe
  const given = options.events as (snapshot: AnyMachineSnapshot) => AnyEventObject[]
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (options.selfLoops) return [...given(snapshot)]
    const listed = given(snapshot)
    return [...handledTypes(snapshot)].flatMap((type) => {
      const variants = listed.filter((event) => event.type === type)
      return variants.length ? variants : [{ type }]
    })
  }
  const traversal = {
    events,
    filterEvents: options.filterEvents,
    serializeState: serialize,
    ...(options.input === undefined ? {} : { input: options.input }),
    // biome-ignore lint/suspicious/noExplicitAny: the traversal options are generic over the machine's own types
  } as any
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject }> }
  >
  const shortest = new Map<string, AnyEventObject[]>()
  for (const path of getShortestPaths(machine, traversal)) {
    // The first step is the synthetic `xstate.init`; the others are the events to send.
    const sequence = path.steps.slice(1).map((step) => step.event as AnyEventObject)
    shortest.set(serialize(path.state as AnyMachineSnapshot), sequence)
  }
  const [start] = initialTransition(machine, options.input)
  const describe = (sequence: AnyEventObject[]) =>
    sequence.length ? sequence.map(describeEvent).join(' → ') : '(initial)'

  /**
   * The path of a sequence. A path generated for a vertex must end in it: under an abstraction it
   * could end elsewhere, which would overstate coverage, so that throws.
   */
  const toPath = (sequence: AnyEventObject[], vertex?: string): ModelPath => {
    const steps: ModelPath['steps'] = []
    let snapshot: AnyMachineSnapshot = start
    for (const event of sequence) {
      ;[snapshot] = transition(machine, snapshot, event)
      steps.push({ event, expected: snapshot })
    }
    if (vertex !== undefined && serialize(snapshot) !== vertex) {
      throw new Error(`${describe(sequence)} ends in ${serialize(snapshot)}, not in ${vertex}`)
    }
    return { description: describe(sequence), steps, initial: start }
  }

  /**
   * A path continued by an edge, then by the first successful answers offered until nothing is
   * under way: what an edge leads to may show only later (a read owed, a request deferred).
   */
  const continued = (head: ModelPath, edge: AnyEventObject): ModelPath => {
    const steps = [...head.steps]
    let snapshot = steps.at(-1)?.expected ?? start
    let event: AnyEventObject | undefined = edge
    for (let answers = 0; event; answers++) {
      if (answers > SETTLE_LIMIT) throw new Error(`${head.description} does not settle`)
      ;[snapshot] = transition(machine, snapshot, event)
      steps.push({ event, expected: snapshot })
      event = given(snapshot).find((offered) => offered.type.startsWith(DONE))
    }
    return { description: describe(steps.map((step) => step.event)), steps, initial: start }
  }

  return {
    options: options as unknown as ModelOptions<AnyStateMachine>,
    machine,
    /** The vertices of the graph. */
    vertices: (): string[] => Object.keys(adjacency),
    /** One path per reachable vertex. */
    statePaths: (): ModelPath[] => [...shortest].map(([key, sequence]) => toPath(sequence, key)),
    /** One path per edge: the shortest path to its source, the edge, then answers to settle. */
    transitionPaths: (): ModelPath[] =>
      Object.entries(adjacency).flatMap(([key, vertex]) => {
        const sequence = shortest.get(key)
        if (!sequence) throw new Error(`vertex ${key} has no path`)
        const head = toPath(sequence, key)
        return Object.values(vertex.transitions).map(({ event }) => continued(head, event))
      }),
    serialize,
    describeEvent,
  }
}

export type Model = ReturnType<typeof createModel>
