import { expect } from 'vitest'
import {
  type Actor,
  type AnyEventObject,
  type AnyStateMachine,
  fromPromise,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate'
import { advance } from '../clock.ts'
import { allStateIds, allTransitions, createRecorder, type Taken } from './coverage.ts'
import type { Model, ModelPath } from './model.ts'

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

type Calls = ReturnType<typeof createCalls>

/** What a test needs to replay paths of one machine. */
export interface Harness {
  /** Created with the given `inspect`, not started. */
  actor: Actor<AnyStateMachine>
  /** The stand-ins of its invoked actors, if it has any. */
  calls?: Calls
  /** The clock it runs on, if it has delayed transitions. */
  clock?: SimulatedClock
  /** Plays one of the user's events: `actor.send` unless given (e.g. through another tab). */
  play?(event: AnyEventObject): void
  /** What an abandoned call answers when its answer arrives after all. */
  lateAnswer?(call: Call): unknown
  /**
   * Asserts what users observe after a step (the start is `xstate.init`) against an oracle of its
   * own, never the machine's transition function; `answered` is the call the step answered.
   */
  check(step: { event: AnyEventObject; answered: Call | undefined; where: string }): void
}

export type StartHarness = (inspect: (inspection: InspectionEvent) => void) => Harness

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'
const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Replays a path on a real actor: a user's event is played; an answer resolves or rejects the one
 * call under way (which must be the actor the event names), and an abandoned call is then
 * answered late; a delayed transition moves the clock rather than sending the internal event, so
 * the timers themselves run. After each step the harness checks what users observe against its
 * oracle. Returns what the actor did (the states, transitions and vertices, for coverage).
 */
export const replayPath = async (
  model: Model,
  path: ModelPath,
  start: StartHarness,
): Promise<Taken> => {
  const recorder = createRecorder(model.serialize)
  const harness = start(recorder.inspect)
  const { actor, calls } = harness
  actor.start()
  const where = `on start of ${path.description}`
  harness.check({ event: { type: 'xstate.init' }, answered: undefined, where })
  for (const [index, { event }] of path.steps.entries()) {
    const where = `after step ${index + 1} (${model.describeEvent(event)}) of ${path.description}`
    let answered: Call | undefined
    const done = event.type.startsWith(DONE)
    if (done || event.type.startsWith(ERROR)) {
      const invokeId = event.type.slice((done ? DONE : ERROR).length)
      const underWay = calls?.underWay() ?? []
      expect(
        underWay.map((call) => call.id),
        `${where}: the call under way`,
      ).toEqual([invokeId])
      answered = underWay[0]
      if (done) answered?.resolve(event.output)
      else answered?.reject(event.error)
      await flush()
    } else if (event.type.startsWith(AFTER)) {
      const delay = event.type.slice(AFTER.length).split('.')[0] ?? ''
      const ms = model.options.delays?.[delay] ?? Number(delay)
      if (!harness.clock || !Number.isFinite(ms)) throw new Error(`cannot wait for "${delay}"`)
      advance(harness.clock, ms)
    } else if (harness.play) {
      harness.play(event)
    } else {
      actor.send(event)
    }
    // Work the machine abandoned answers after all: it must change nothing.
    const late = calls?.late() ?? []
    for (const call of late) call.resolve(harness.lateAnswer?.(call))
    if (late.length) await flush()
    harness.check({ event, answered, where })
  }
  actor.stop()
  return recorder.taken
}

/**
 * Replays every path and reports the state nodes never entered, the written transitions never
 * taken (events, answers, delays and eventless), the vertices of the graph the actors never
 * settled in and those they settled in that the graph does not have. All should be empty.
 */
export const coverageGaps = async (model: Model, paths: ModelPath[], start: StartHarness) => {
  const transitions = new Set<string>()
  const states = new Set<string>()
  const vertices = new Set<string>()
  for (const path of paths) {
    const taken = await replayPath(model, path, start)
    for (const label of taken.transitions) transitions.add(label)
    for (const id of taken.states) states.add(id)
    for (const vertex of taken.vertices) vertices.add(vertex)
  }
  const graph = new Set(model.vertices())
  return {
    paths: paths.length,
    missingStates: allStateIds(model.machine).filter((id) => !states.has(id)),
    missingTransitions: allTransitions(model.machine)
      .map(({ label }) => label)
      .filter((label) => !transitions.has(label)),
    unvisitedVertices: [...graph].filter((vertex) => !vertices.has(vertex)),
    unknownVertices: [...vertices].filter((vertex) => !graph.has(vertex)),
  }
}
