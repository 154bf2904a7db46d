import {
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
  getDescendants(machine.root).map((node) => node.id)

/** Ids of the state nodes a snapshot is in, the root included. */
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

/** `own`: the microstep of an event (sent, or raised); otherwise an eventless one after it. */
type Microstep = { before: AnyMachineSnapshot; event: AnyEventObject; own: boolean }

/**
 * Records what a root actor does (pass `inspect` to `createActor`), through public API only: each
 * microstep's transitions are worked out from the snapshot before it, with
 * `machine.getTransitionData` for the event's own transitions and the written guards for the
 * eventless ones that follow.
 */
export const createRecorder = () => {
  const microsteps: Microstep[] = []
  /** Every snapshot, microsteps' included, and the ones the actor settled in. */
  const snapshots: AnyMachineSnapshot[] = []
  const settled: AnyMachineSnapshot[] = []
  let current: AnyMachineSnapshot | undefined
  // The event of the last microstep: eventless microsteps that follow carry the same object.
  let lastEvent: AnyEventObject | undefined
  return {
    inspect(inspection: InspectionEvent): void {
      if (inspection.actorRef.sessionId !== inspection.rootId) return
      if (inspection.type === '@xstate.event') lastEvent = undefined
      if (inspection.type === '@xstate.microstep' && current) {
        const { event } = inspection
        microsteps.push({ before: current, event, own: event !== lastEvent })
        lastEvent = event
      }
      if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.microstep') {
        current = inspection.snapshot as AnyMachineSnapshot
        snapshots.push(current)
        if (inspection.type === '@xstate.snapshot') settled.push(current)
      }
    },
    /**
     * The transitions taken (as labels of `allTransitions`), the state nodes entered (transient
     * ones included) and the vertices the actor settled in.
     */
    result(machine: AnyStateMachine, serialize: (snapshot: AnyMachineSnapshot) => string) {
      const labels = new Map(
        allTransitions(machine).map(({ transition, label }) => [transition, label]),
      )
      const transitions = new Set<string>()
      for (const { before, event, own } of microsteps) {
        // XState's own selection of an event's transitions, guards evaluated.
        const selected = own ? machine.getTransitionData(before, event) : []
        for (const taken of own ? selected : eventlessTaken(machine, before, event)) {
          transitions.add(labels.get(taken) ?? '(unknown)')
        }
      }
      const states = new Set(
        snapshots.flatMap((snapshot) => activeNodes(machine, snapshot).map((node) => node.id)),
      )
      states.delete(machine.root.id)
      return { transitions, states, vertices: new Set(settled.map(serialize)) }
    },
  }
}

export type Taken = ReturnType<ReturnType<typeof createRecorder>['result']>
