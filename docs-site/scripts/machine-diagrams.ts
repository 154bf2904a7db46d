/**
 * Diagrams and transition tables of the state machines, read from their definitions: every
 * machine `@matjar/core` exports (a `…Machine` value, or a `create…Machine(deps)` factory) is
 * walked state node by state node, so a changed machine changes its page on the next build.
 */
import * as core from '@matjar/core'
import { renderMermaidSVG } from 'beautiful-mermaid'

/** The parts of an XState v5 state node this walk reads. */
interface StateNodeLike {
  key: string
  id: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  path: string[]
  states: Record<string, StateNodeLike>
  initial?: { target: StateNodeLike[] }
  transitions: Map<string, TransitionLike[]>
  always?: TransitionLike[]
  invoke: { src: string | { id?: string }; id: string }[]
  description?: string
}
interface TransitionLike {
  eventType: string
  target?: readonly StateNodeLike[]
  guard?: { type?: string } | string | ((...args: unknown[]) => unknown)
  reenter?: boolean
}
interface MachineLike {
  id: string
  root: StateNodeLike
}

interface Transition {
  from: string
  to: string[]
  event: string
  guard?: string
}
export interface MachineDiagram {
  /** Kebab-case name, as docs/machines/<slug>.md names the page. */
  slug: string
  /** How the machine is had: `loadingBarMachine` or `createCartMachine(deps)`. */
  madeWith: string
  states: { path: string; type: StateNodeLike['type']; initial: boolean; invokes: string[] }[]
  events: string[]
  transitions: Transition[]
  mermaid: string
  svg: string
}

const isMachine = (value: unknown): value is MachineLike =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value

/** Dependencies for a factory: the walk never calls them, and says so if something does. */
const standInDeps = (): unknown =>
  new Proxy(
    {},
    {
      get: (_, name) =>
        name === 'then'
          ? undefined
          : () => {
              throw new Error(`The diagram walk called deps.${String(name)}`)
            },
    },
  )

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** Every machine of the core's public exports. */
export const coreMachines = (): { slug: string; madeWith: string; machine: MachineLike }[] => {
  const found: { slug: string; madeWith: string; machine: MachineLike }[] = []
  for (const [name, value] of Object.entries(core)) {
    const factory = /^create(\w+)Machine$/.exec(name)
    if (factory?.[1] && typeof value === 'function') {
      const machine = (value as (deps: unknown) => unknown)(standInDeps())
      if (isMachine(machine)) {
        found.push({ slug: kebab(factory[1]), madeWith: `${name}(deps)`, machine })
      }
    } else if (/^\w+Machine$/.test(name) && isMachine(value)) {
      found.push({ slug: kebab(name.replace(/Machine$/, '')), madeWith: name, machine: value })
    }
  }
  return found.sort((a, b) => a.slug.localeCompare(b.slug))
}

const pathOf = (node: StateNodeLike) => node.path.join('.')
/** Mermaid ids: letters, digits and underscores only. */
const idOf = (node: StateNodeLike) => `s_${node.path.join('__').replace(/\W/g, '_') || 'root'}`

const guardName = (guard: TransitionLike['guard']): string | undefined => {
  if (!guard) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  return guard.type
}

/** `xstate.done.actor.loadCart` → `done: loadCart`; `xstate.after.500.bar.completing` → `after 500 ms`. */
export const eventLabel = (eventType: string): string => {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1] ?? '') ? ' ms' : ''}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (doneState) return `done: ${doneState[1]?.split('.').pop()}`
  if (eventType === '') return 'always'
  return eventType
}

const walk = (node: StateNodeLike, visit: (node: StateNodeLike) => void) => {
  visit(node)
  for (const child of Object.values(node.states)) walk(child, visit)
}

/** Invoked actors are named by their source (`signIn`), not by their generated id. */
const invokedName = (node: StateNodeLike, eventType: string) => {
  for (const invoke of node.invoke) {
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id
    eventType = eventType.replace(`.actor.${invoke.id}`, `.actor.${src}`)
  }
  return eventType
}

const transitionsOf = (node: StateNodeLike): Transition[] => {
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
  return all.map((t) => ({
    from: pathOf(node),
    to: (t.target ?? []).map(pathOf),
    event: eventLabel(invokedName(node, t.eventType ?? '')),
    ...(guardName(t.guard) ? { guard: guardName(t.guard) } : {}),
  }))
}

/** Mermaid ends a label at a semicolon and quotes it with double quotes: neither may be in it. */
const escapeLabel = (text: string) => text.replace(/[;"]/g, ' ').replace(/\s+/g, ' ').trim()

const ANY_STATE = 's_any_state'

/** A Mermaid state diagram: nested states as composite states, self-transitions kept. */
const mermaidOf = (machine: MachineLike): string => {
  const lines = ['stateDiagram-v2']
  const declare = (node: StateNodeLike, indent: string) => {
    for (const child of Object.values(node.states)) {
      const id = idOf(child)
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state "${child.key}" as ${id} {`)
        declare(child, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        lines.push(`${indent}state "${child.key}" as ${id}`)
      }
    }
    const initial = node.initial?.target[0]
    if (initial && node.type !== 'parallel') lines.push(`${indent}[*] --> ${idOf(initial)}`)
  }
  declare(machine.root, '  ')
  if (machine.root.transitions.size > 0) lines.push(`  state "any state" as ${ANY_STATE}`)
  walk(machine.root, (node) => {
    if (node.type === 'final') lines.push(`  ${idOf(node)} --> [*]`)
    for (const t of transitionsOf(node)) {
      const label = escapeLabel(t.guard ? `${t.event} [${t.guard}]` : t.event)
      // Events the machine takes in every state are drawn from one "any state" box.
      const from = node.path.length ? idOf(node) : ANY_STATE
      const targets = t.to.length
        ? t.to.map((to) => idOf({ path: to.split('.') } as StateNodeLike))
        : [from]
      for (const target of targets) lines.push(`  ${from} --> ${target}: ${label}`)
    }
  })
  return lines.join('\n')
}

export const describeMachine = (entry: ReturnType<typeof coreMachines>[number]): MachineDiagram => {
  const { machine } = entry
  const states: MachineDiagram['states'] = []
  const transitions: Transition[] = []
  walk(machine.root, (node) => {
    transitions.push(...transitionsOf(node))
    if (!node.path.length) return
    const parent = machine.root
    const initialOfParent = node.path.length
      ? node.path
          .slice(0, -1)
          .reduce<StateNodeLike>((at, key) => at.states[key] as StateNodeLike, parent)
          .initial?.target.includes(node)
      : false
    states.push({
      path: pathOf(node),
      type: node.type,
      initial: Boolean(initialOfParent),
      invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    })
  })
  const events = [...new Set(transitions.map((t) => t.event))]
  const mermaid = mermaidOf(machine)
  // The renderer asks a web font service for its font: the site keeps its readers' requests to
  // itself, so the diagram is drawn in the system's font and the request is taken out.
  const svg = renderMermaidSVG(mermaid, {
    bg: 'var(--sl-color-bg)',
    fg: 'var(--sl-color-white)',
    accent: 'var(--sl-color-accent)',
    font: 'system-ui',
    transparent: true,
  }).replace(/@import url\([^)]*\);?/g, '')
  return { slug: entry.slug, madeWith: entry.madeWith, states, events, transitions, mermaid, svg }
}
