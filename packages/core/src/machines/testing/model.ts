import { expect } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type InputFrom,
  initialTransition,
  SimulatedClock,
  type SnapshotFrom,
  transition,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'
import { advance } from './clock.ts'

/** A delayed transition's internal event, as the graph tries it. */
export type AfterEvent = { type: `xstate.after.${string}` }
type Snapshot<TMachine extends AnyStateMachine> = NoInfer<SnapshotFrom<TMachine>>
type ModelEvent<TMachine extends AnyStateMachine> = NoInfer<EventFromLogic<TMachine>> | AfterEvent

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * Concrete events to try in a snapshot, with their payloads. Events the snapshot handles that
   * are not listed are tried bare (`{ type }`): right for events without payload and for delayed
   * transitions (`xstate.after.<delay>.<state>`).
   */
  events: (snapshot: Snapshot<TMachine>) => NoInfer<EventFromLogic<TMachine>>[]
  /** Skips an event in a snapshot (to keep the graph finite where the context could grow). */
  filterEvents?: (snapshot: Snapshot<TMachine>, event: ModelEvent<TMachine>) => boolean
  /**
   * Which snapshots count as the same graph vertex. Defaults to value plus the whole context; an
   * abstraction keeps an unbounded context finite.
   */
  serializeState?: (snapshot: Snapshot<TMachine>) => string
  /** Milliseconds of each named delay, to replay delayed transitions on the clock. */
  delays: Record<string, number>
  /** What must hold in every snapshot the actor reaches, rule by rule. */
  invariants: Record<string, (snapshot: Snapshot<TMachine>) => boolean>
  /**
   * What each event must do, rule by rule, stated independently of the machine: the oracle that
   * makes a replay more than the machine agreeing with itself. A rule returns true when the step
   * is fine or the rule does not apply to it.
   */
  postconditions: Record<
    string,
    (before: Snapshot<TMachine>, event: ModelEvent<TMachine>, after: Snapshot<TMachine>) => boolean
  >
}

export interface ModelPath {
  description: string
  /** Events from the initial snapshot, each with the snapshot expected after it. */
  steps: { event: AnyEventObject; expected: AnyMachineSnapshot }[]
  initial: AnyMachineSnapshot
}

const defaultSerialize = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

const describeEvent = (event: AnyEventObject): string => {
  const { type, ...payload } = event
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type
}

const AFTER = 'xstate.after.'

/**
 * Model-based testing of a machine: the state graph is explored by `xstate/graph`, a path is
 * generated to every reachable vertex and through every edge of the graph, and each path is
 * replayed on a real actor running on a simulated clock. After every step the actor must agree
 * with the machine's pure transition function, satisfy the invariants, and meet the
 * postconditions of the event (an oracle written independently of the machine). Delayed
 * transitions (`after`) are replayed by moving the clock, not by sending the internal event, so
 * the timers themselves are exercised.
 */
export const createModel = <TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) => {
  // Internally every snapshot and event is the machine's; the option types are for the callers.
  const serialize = (options.serializeState ?? defaultSerialize) as (
    snapshot: AnyMachineSnapshot,
  ) => string
  const invariants = options.invariants as Record<string, (snapshot: AnyMachineSnapshot) => boolean>
  const postconditions = options.postconditions as Record<
    string,
    (before: AnyMachineSnapshot, event: AnyEventObject, after: AnyMachineSnapshot) => boolean
  >
  // Every event type the snapshot handles, with the caller's payload variants where given.
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const given = options.events(snapshot as Snapshot<TMachine>) as AnyEventObject[]
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents))
    return [...handled].flatMap((type) => {
      const variants = given.filter((event) => event.type === type)
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

  const adjacency = getAdjacencyMap(options.machine, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject }> }
  >
  // Event sequences only: under an abstraction the graph keeps one concrete snapshot per vertex,
  // so expected snapshots are recomputed below by running the machine's pure transition function.
  const shortest = new Map<string, AnyEventObject[]>()
  for (const path of getShortestPaths(options.machine, traversal)) {
    // The first step is the synthetic `xstate.init`; the others are the events to send.
    const sequence = path.steps.slice(1).map((step) => step.event as AnyEventObject)
    shortest.set(serialize(path.state as AnyMachineSnapshot), sequence)
  }
  const machine = options.machine as AnyStateMachine
  const [start] = initialTransition(machine, options.input)

  const describeSequence = (sequence: AnyEventObject[]) =>
    sequence.length ? sequence.map(describeEvent).join(' → ') : '(initial)'

  const toPath = (sequence: AnyEventObject[]): ModelPath => {
    const steps: ModelPath['steps'] = []
    let snapshot: AnyMachineSnapshot = start
    for (const event of sequence) {
      ;[snapshot] = transition(machine, snapshot, event)
      steps.push({ event, expected: snapshot })
    }
    return { description: describeSequence(sequence), steps, initial: start }
  }

  /**
   * One path per reachable vertex (state coverage). Under an abstraction a path could end in
   * another vertex than the one it was generated for; that would overstate coverage, so it throws.
   */
  const statePaths = (): ModelPath[] =>
    [...shortest].map(([key, sequence]) => {
      const path = toPath(sequence)
      const end = path.steps.at(-1)?.expected ?? start
      if (serialize(end) !== key) {
        throw new Error(`${path.description} ends in ${serialize(end)}, not in ${key}`)
      }
      return path
    })

  /** One path per edge of the graph: the shortest path to its source, then the edge. */
  const transitionPaths = (): ModelPath[] =>
    Object.entries(adjacency).flatMap(([key, vertex]) => {
      const sequence = shortest.get(key)
      if (!sequence) throw new Error(`vertex ${key} has no path`)
      const head = toPath(sequence)
      const from = head.steps.at(-1)?.expected ?? start
      if (serialize(from) !== key) {
        throw new Error(`${head.description} ends in ${serialize(from)}, not in ${key}`)
      }
      return Object.values(vertex.transitions).map(({ event }) => ({
        description: describeSequence([...sequence, event]),
        steps: [...head.steps, { event, expected: transition(machine, from, event)[0] }],
        initial: start,
      }))
    })

  /**
   * Replays a path on a real actor with a simulated clock; asserts value and context after each
   * step. Returns the transition definitions the actor took.
   */
  const replay = (path: ModelPath): Set<AnyTransitionDefinition> => {
    const taken = new Set<AnyTransitionDefinition>()
    const clock = new SimulatedClock()
    const actor = createActor(options.machine as AnyStateMachine, {
      clock,
      ...(options.input === undefined ? {} : { input: options.input }),
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep') {
          for (const transition of inspection._transitions) taken.add(transition)
        }
      },
    })
    actor.start()
    const observe = (snapshot: AnyMachineSnapshot) => ({
      value: snapshot.value,
      context: snapshot.context,
    })
    expect(observe(actor.getSnapshot()), 'initial snapshot').toEqual(observe(path.initial))
    const checkInvariants = (where: string) => {
      const snapshot = actor.getSnapshot()
      const broken = Object.keys(invariants).filter((rule) => !invariants[rule]?.(snapshot))
      if (broken.length) {
        expect.fail(
          `${where}: broken invariant(s) ${broken.join('; ')} in ${JSON.stringify(observe(snapshot))}`,
        )
      }
    }
    checkInvariants('initial snapshot')
    path.steps.forEach(({ event, expected }, index) => {
      const before = actor.getSnapshot()
      if (event.type.startsWith(AFTER)) {
        const delay = event.type.slice(AFTER.length).split('.')[0] ?? ''
        const ms = options.delays[delay] ?? Number(delay)
        if (!Number.isFinite(ms)) throw new Error(`unknown delay "${delay}"`)
        advance(clock, ms)
      } else {
        actor.send(event)
      }
      const where = `after step ${index + 1} of ${path.description}`
      const actual = observe(actor.getSnapshot())
      // Cheap comparison first; `expect` only to report a difference.
      if (JSON.stringify(actual) !== JSON.stringify(observe(expected))) {
        expect(actual, where).toEqual(observe(expected))
      }
      checkInvariants(where)
      const after = actor.getSnapshot()
      const failed = Object.keys(postconditions).filter(
        (rule) => !postconditions[rule]?.(before, event, after),
      )
      if (failed.length) {
        expect.fail(
          `${where}: broken postcondition(s) ${failed.join('; ')}: ${JSON.stringify(observe(before))} → ${JSON.stringify(observe(after))}`,
        )
      }
    })
    actor.stop()
    return taken
  }

  return { statePaths, transitionPaths, replay, vertexCount: Object.keys(adjacency).length }
}

/** Every transition written in the machine (events, delays and eventless), with where it is. */
export const allTransitions = (
  machine: AnyStateMachine,
): { transition: AnyTransitionDefinition; label: string }[] => {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((node) => {
    const written = [...node.transitions.values()].flat().concat(node.always ?? [])
    return written.map((transition, index) => ({
      transition,
      label: `${node.id} on ${transition.eventType || '(always)'} #${index}${
        transition.guard ? ` [${JSON.stringify(transition.guard)}]` : ''
      }`,
    }))
  })
}

/** Ids of every state node except the root. */
export const allStateIds = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root).map((node) => node.id)

/** Ids of every state node a snapshot is in (root included). */
export const activeStateIds = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.map((node) => node.id)

/**
 * Replays every generated path (one per edge of the graph) and reports what the actors never
 * did: state nodes never entered and written transitions never taken. Both lists should be empty.
 */
export const coverageGaps = <TMachine extends AnyStateMachine>(
  model: ReturnType<typeof createModel<TMachine>>,
  machine: TMachine,
): { paths: number; missingStates: string[]; missingTransitions: string[] } => {
  const taken = new Set<AnyTransitionDefinition>()
  const entered = new Set<string>()
  const paths = model.transitionPaths()
  for (const path of paths) {
    for (const transition of model.replay(path)) taken.add(transition)
    for (const step of [{ expected: path.initial }, ...path.steps]) {
      for (const id of activeStateIds(step.expected)) entered.add(id)
    }
  }
  return {
    paths: paths.length,
    missingStates: allStateIds(machine).filter((id) => !entered.has(id)),
    missingTransitions: allTransitions(machine)
      .filter(({ transition }) => !taken.has(transition))
      .map(({ label }) => label),
  }
}
