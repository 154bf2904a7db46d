import type { AnyStateMachine, InspectionEvent } from 'xstate'

type AnyTransition = { source: { key: string }; eventType: string }
type AnyNode = {
  transitions: Map<string, AnyTransition[]>
  always?: AnyTransition[]
  states: Record<string, AnyNode>
}

// Invoked actors' done/error events carry generated ids; the kind of event is what matters.
const transitionName = (t: AnyTransition) =>
  `${t.source.key}:${t.eventType.replace(/^(xstate\.(done|error)\.actor)\..*$/, '$1')}`

const definedIn = (node: AnyNode): string[] => [
  ...[...node.transitions.values()].flat().map(transitionName),
  ...(node.always ?? []).map(transitionName),
  ...Object.values(node.states).flatMap(definedIn),
]

/**
 * Records which states and transitions a root actor takes (pass `inspect` to `createActor`), so a
 * test can require that generated paths took every transition the machine defines.
 */
export const createCoverage = () => {
  const states = new Set<string>()
  const transitions = new Set<string>()
  return {
    states,
    transitions,
    inspect(event: InspectionEvent): void {
      if (event.actorRef.sessionId !== event.rootId) return
      if (event.type === '@xstate.snapshot') {
        states.add(JSON.stringify((event.snapshot as unknown as { value: unknown }).value))
      }
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions as AnyTransition[]) transitions.add(transitionName(t))
      }
    },
    /** The machine's transitions (from its definition) that no recorded run took. */
    untaken(machine: AnyStateMachine): string[] {
      const defined = definedIn(machine.root as unknown as AnyNode)
      if (defined.length === 0) throw new Error('The machine defines no transitions')
      return [...new Set(defined)].filter((t) => !transitions.has(t))
    },
  }
}
