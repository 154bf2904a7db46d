import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes,
  type InspectionEvent,
} from 'xstate'
import { getStateNodes as getDescendants } from 'xstate/graph'

/** Every transition written in the machine (events, delays and eventless), with where it is. */
export const allTransitions = (
  machine: AnyStateMachine,
): { transition: AnyTransitionDefinition; label: string }[] => {
  const nodes: AnyStateNode[] = [machine.root, ...getDescendants(machine.root)]
  return nodes.flatMap((node): { transition: AnyTransitionDefinition; label: string }[] => {
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
  getDescendants(machine.root).map((node) => node.id)

const labelsOf = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, string>>()
/** The label of each written transition, worked out once per machine. */
const labels = (machine: AnyStateMachine): Map<AnyTransitionDefinition, string> => {
  let known = labelsOf.get(machine)
  if (!known) {
    known = new Map(allTransitions(machine).map(({ transition, label }) => [transition, label]))
    labelsOf.set(machine, known)
  }
  return known
}

/** The state nodes a snapshot is in, the root included. */
const activeNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] => [
  ...new Set(getStateNodes(machine.root, snapshot.value)),
]

type GuardImplementation = (
  args: { context: unknown; event: AnyEventObject },
  params: unknown,
) => boolean

/** A written guard, evaluated as the machine would (named, with params, or inline). */
const passes = (
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): boolean => {
  const guard = transition.guard as unknown
  if (guard === undefined) return true
  const named = (type: string) => {
    const implementation = machine.implementations.guards[type] as GuardImplementation | undefined
    if (!implementation) throw new Error(`The guard "${type}" has no implementation`)
    return implementation
  }
  const args = { context: snapshot.context, event }
  if (typeof guard === 'string') return named(guard)(args, undefined)
  if (typeof guard === 'function' && !('check' in guard)) {
    return (guard as GuardImplementation)(args, undefined)
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown }
    return named(type)(args, typeof params === 'function' ? params(args) : params)
  }
  throw new Error('Only named and inline guards are supported on eventless transitions')
}

/**
 * The eventless transitions a snapshot takes: for each atomic state, the first `always` whose
 * guard passes, looking in the state and then its ancestors (XState's order).
 */
const eventlessTaken = (
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): AnyTransitionDefinition[] => {
  const taken = new Set<AnyTransitionDefinition>()
  for (const atomic of activeNodes(machine, snapshot).filter((node) => node.type === 'atomic')) {
    const lineage: AnyStateNode[] = []
    for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) lineage.push(node)
    const first = lineage
      .flatMap((node) => node.always ?? [])
      .find((transition) => passes(machine, transition, snapshot, event))
    if (first) taken.add(first)
  }
  return [...taken]
}

export interface Taken {
  /** Labels (of `allTransitions`) of the transitions taken. */
  transitions: Set<string>
  /** Ids of the state nodes entered, transient ones included. */
  states: Set<string>
  /** The vertices the actor settled in. */
  vertices: Set<string>
}

/**
 * Records what a root actor does (pass `inspect` to `createActor`), through public API only: each
 * microstep's transitions are worked out from the snapshot before it, with
 * `machine.getTransitionData` for the event's own transitions and the written guards for the
 * eventless ones that follow. Only labels and ids are kept, not snapshots.
 */
export const createRecorder = (serialize: (snapshot: AnyMachineSnapshot) => string) => {
  const taken: Taken = { transitions: new Set(), states: new Set(), vertices: new Set() }
  const values = new Set<string>()
  let before: AnyMachineSnapshot | undefined
  // The event of the last microstep: eventless microsteps that follow carry the same object.
  let lastEvent: AnyEventObject | undefined
  const enter = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot) => {
    const value = JSON.stringify(snapshot.value)
    if (values.has(value)) return
    values.add(value)
    for (const node of activeNodes(machine, snapshot)) {
      if (node !== machine.root) taken.states.add(node.id)
    }
  }
  return {
    taken,
    inspect(inspection: InspectionEvent): void {
      if (inspection.actorRef.sessionId !== inspection.rootId) return
      const machine = (inspection.actorRef as Actor<AnyStateMachine>).logic
      if (inspection.type === '@xstate.event') lastEvent = undefined
      if (inspection.type === '@xstate.microstep' && before) {
        const { event } = inspection
        // The microstep of an event (sent or raised) takes what XState selects for it, guards
        // evaluated; the microsteps after it are eventless.
        const transitions =
          event === lastEvent
            ? eventlessTaken(machine, before, event)
            : machine.getTransitionData(before, event)
        const written = labels(machine)
        for (const transition of transitions) {
          taken.transitions.add(written.get(transition) ?? '(unknown)')
        }
        lastEvent = event
      }
      if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.microstep') {
        before = inspection.snapshot as AnyMachineSnapshot
        enter(machine, before)
        if (inspection.type === '@xstate.snapshot') taken.vertices.add(serialize(before))
      }
    },
  }
}
