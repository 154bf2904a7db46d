import { expect } from 'vitest'
import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import {
  activeStateIds,
  allStateIds,
  allTransitions,
  type ModelPath,
} from '../src/machines/testing/model.ts'

/**
 * Model-based testing of machines that invoke promise actors (the cart, auth and wishlist). Like
 * `createModel` of `src/machines/testing/model.ts`, the graph of the machine is explored with
 * `xstate/graph` and one path is generated to every vertex and through every edge; unlike it, the
 * answers of the invoked actors are events of the graph (`xstate.done.actor.<id>` with an
 * `output`, `xstate.error.actor.<id>` with an `error`), and a path is replayed on a real actor
 * whose actors are stand-ins (`createCalls().standIn`) that resolve or reject when the path says
 * so. Events the state does not handle may be offered too: they are self-loops, and the replay
 * checks that they change nothing.
 */
export interface PathModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * Every event to try in a snapshot, with its payload: the user's events and, while an actor is
   * invoked, its possible answers. An answer must only be offered while its actor is under way.
   */
  events: (snapshot: NoInfer<SnapshotFrom<TMachine>>) => AnyEventObject[]
  /**
   * Which snapshots are one vertex. It must keep whatever later events and answers depend on; it
   * may drop generated ids (the replay gives the user's events fresh ids anyway).
   */
  serializeState: (snapshot: NoInfer<SnapshotFrom<TMachine>>) => string
  /** A short name of an event, for test names. */
  describeEvent: (event: AnyEventObject) => string
}

/** After an edge, at most this many answers let the machine settle. */
const SETTLE_LIMIT = 20

const DONE = 'xstate.done.actor.'

export const createPathModel = <TMachine extends AnyStateMachine>(
  options: PathModelOptions<TMachine>,
) => {
  const serialize = options.serializeState as (snapshot: AnyMachineSnapshot) => string
  const traversal = {
    events: options.events,
    serializeState: serialize,
    ...(options.input === undefined ? {} : { input: options.input }),
    // biome-ignore lint/suspicious/noExplicitAny: the traversal options are generic over the machine's own types
  } as any
  const adjacency = getAdjacencyMap(options.machine, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject }> }
  >
  const shortest = new Map<string, AnyEventObject[]>()
  for (const path of getShortestPaths(options.machine, traversal)) {
    // The first step is the synthetic `xstate.init`.
    const sequence = path.steps.slice(1).map((step) => step.event as AnyEventObject)
    shortest.set(serialize(path.state as AnyMachineSnapshot), sequence)
  }
  const machine = options.machine as AnyStateMachine
  const [start] = initialTransition(machine, options.input)
  const describe = (sequence: AnyEventObject[]) =>
    sequence.length ? sequence.map(options.describeEvent).join(' → ') : '(start)'

  // Expected snapshots come from the machine's pure transition function: the graph keeps one
  // concrete snapshot per vertex, and a path may reach a vertex with other ids.
  const toPath = (sequence: AnyEventObject[], key?: string): ModelPath => {
    const steps: ModelPath['steps'] = []
    let snapshot: AnyMachineSnapshot = start
    for (const event of sequence) {
      ;[snapshot] = transition(machine, snapshot, event)
      steps.push({ event, expected: snapshot })
    }
    if (key !== undefined && serialize(snapshot) !== key) {
      throw new Error(`${describe(sequence)} ends in ${serialize(snapshot)}, not in ${key}`)
    }
    return { description: describe(sequence), steps, initial: start }
  }

  // The first successful answer offered in a snapshot, while something is under way.
  const nextAnswer = (snapshot: AnyMachineSnapshot): AnyEventObject | undefined =>
    options.events(snapshot as SnapshotFrom<TMachine>).find((event) => event.type.startsWith(DONE))

  /**
   * The sequence, then answers until nothing is under way: what an edge leads to shows only
   * later (a read owed, a request deferred), and the vertex may not tell.
   */
  const settled = (sequence: AnyEventObject[]): AnyEventObject[] => {
    const events = [...sequence]
    let snapshot: AnyMachineSnapshot = start
    for (const event of events) [snapshot] = transition(machine, snapshot, event)
    for (let i = 0; i < SETTLE_LIMIT; i++) {
      const answer = nextAnswer(snapshot)
      if (!answer) return events
      events.push(answer)
      ;[snapshot] = transition(machine, snapshot, answer)
    }
    throw new Error(`${describe(sequence)} does not settle in ${SETTLE_LIMIT} answers`)
  }

  return {
    vertexCount: Object.keys(adjacency).length,
    /** One path per reachable vertex. */
    statePaths: (): ModelPath[] => [...shortest].map(([key, sequence]) => toPath(sequence, key)),
    /**
     * One path per edge: the shortest path to its source, the edge, then the first successful
     * answers until nothing is under way.
     */
    transitionPaths: (): ModelPath[] =>
      Object.entries(adjacency).flatMap(([key, vertex]) => {
        const sequence = shortest.get(key)
        if (!sequence) throw new Error(`vertex ${key} has no path`)
        toPath(sequence, key)
        return Object.values(vertex.transitions).map(({ event }) =>
          toPath(settled([...sequence, event])),
        )
      }),
    serialize,
    describeEvent: options.describeEvent,
  }
}

export type PathModel = ReturnType<typeof createPathModel>

/** One run of a stand-in actor, answered when the path says so. */
export interface Call {
  /** The invoke id (`0.cart.working`): the one the `xstate.done.actor.<id>` event names. */
  id: string
  src: string
  input: unknown
  /** The machine stopped it (left its state) before it answered. */
  abandoned: boolean
  answered: boolean
  resolve(output: unknown): void
  reject(error: unknown): void
}

/** Stand-ins for invoked promise actors, and the log of their runs. */
export const createCalls = () => {
  const log: Call[] = []
  return {
    log,
    /** A `fromPromise` for `.provide({ actors })` that waits for the path's answer. */
    standIn: <TOutput, TInput = unknown>(src: string) =>
      fromPromise<TOutput, TInput>(
        ({ input, self, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const call: Call = {
              id: self.id,
              src,
              input,
              abandoned: false,
              answered: false,
              resolve: (output) => {
                call.answered = true
                resolve(output as TOutput)
              },
              reject: (error) => {
                call.answered = true
                reject(error)
              },
            }
            signal.addEventListener('abort', () => {
              call.abandoned = true
            })
            log.push(call)
          }),
      ),
    underWay: () => log.filter((call) => !call.abandoned && !call.answered),
    late: () => log.filter((call) => call.abandoned && !call.answered),
  }
}

export type Calls = ReturnType<typeof createCalls>

/** What a test needs to replay paths of one machine. */
export interface Harness {
  /** Created with the given `inspect`, not started. */
  actor: Actor<AnyStateMachine>
  calls: Calls
  /** Plays one of the user's events: `actor.send`, or e.g. through another tab. */
  play(event: AnyEventObject): void
  /** What an abandoned call answers when its answer arrives after all. */
  lateAnswer(call: Call): unknown
  /**
   * Asserts what users observe after a step (the start is `xstate.init`); `answered` is the call
   * the step answered, if any.
   */
  check(step: { event: AnyEventObject; answered: Call | undefined; where: string }): void
}

export interface Taken {
  transitions: Set<string>
  states: Set<string>
}

const ERROR = 'xstate.error.actor.'
const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Replays a path on a real actor: a user's event is played, an answer resolves or rejects the one
 * call under way (which must be the actor the event names), an abandoned call is then answered
 * late. After each step the actor must be in the vertex the pure transition function predicts, and
 * the harness checks what users observe. Returns the transitions taken and the states entered
 * (transient ones included).
 */
export const replayPath = async (
  model: PathModel,
  path: ModelPath,
  start: (inspect: (inspection: InspectionEvent) => void) => Harness,
): Promise<Taken> => {
  const taken = new Set<AnyTransitionDefinition>()
  const states = new Set<string>()
  const harness = start((inspection) => {
    if (inspection.actorRef.sessionId !== inspection.rootId) return
    if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot') {
      for (const id of activeStateIds(inspection.snapshot as AnyMachineSnapshot)) states.add(id)
    }
    if (inspection.type === '@xstate.microstep') {
      for (const definition of inspection._transitions) taken.add(definition)
    }
  })
  const { actor, calls } = harness
  const observe = (snapshot: AnyMachineSnapshot) => ({
    value: snapshot.value,
    vertex: model.serialize(snapshot),
  })
  actor.start()
  expect(observe(actor.getSnapshot()), `on start of ${path.description}`).toEqual(
    observe(path.initial),
  )
  harness.check({
    event: { type: 'xstate.init' },
    answered: undefined,
    where: `on start of ${path.description}`,
  })
  for (const [index, { event, expected }] of path.steps.entries()) {
    const where = `after step ${index + 1} (${model.describeEvent(event)}) of ${path.description}`
    let answered: Call | undefined
    const done = event.type.startsWith(DONE)
    if (done || event.type.startsWith(ERROR)) {
      const invokeId = event.type.slice((done ? DONE : ERROR).length)
      const underWay = calls.underWay()
      expect(
        underWay.map((call) => call.id),
        `${where}: the call under way`,
      ).toEqual([invokeId])
      answered = underWay[0]
      if (done) answered?.resolve(event.output)
      else answered?.reject(event.error)
      await flush()
    } else {
      harness.play(event)
    }
    // Work the machine abandoned answers after all: it must change nothing.
    const late = calls.late()
    for (const call of late) call.resolve(harness.lateAnswer(call))
    if (late.length) await flush()
    const actual = observe(actor.getSnapshot())
    if (JSON.stringify(actual) !== JSON.stringify(observe(expected))) {
      expect(actual, where).toEqual(observe(expected))
    }
    harness.check({ event, answered, where })
  }
  actor.stop()
  const labels = new Map(
    allTransitions(actor.logic).map(({ transition, label }) => [transition, label]),
  )
  return {
    transitions: new Set([...taken].map((definition) => labels.get(definition) ?? '(unknown)')),
    states,
  }
}

/**
 * Replays every path and reports the state nodes never entered and the written transitions never
 * taken (events, answers and eventless). Both lists should be empty.
 */
export const coverageGaps = async (
  paths: ModelPath[],
  replay: (path: ModelPath) => Promise<Taken>,
  machine: AnyStateMachine,
): Promise<{
  paths: number
  steps: number
  missingStates: string[]
  missingTransitions: string[]
}> => {
  const transitions = new Set<string>()
  const states = new Set<string>()
  let steps = 0
  for (const path of paths) {
    const taken = await replay(path)
    for (const label of taken.transitions) transitions.add(label)
    for (const id of taken.states) states.add(id)
    steps += path.steps.length
  }
  return {
    paths: paths.length,
    steps,
    missingStates: allStateIds(machine).filter((id) => !states.has(id)),
    missingTransitions: allTransitions(machine)
      .map(({ label }) => label)
      .filter((label) => !transitions.has(label)),
  }
}
