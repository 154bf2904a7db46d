import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { coreMachines, describeMachine, eventLabel } from './machine-diagrams.ts'

const machines = coreMachines()

describe('machine diagrams', () => {
  it('finds every machine the core exports, plain or made by a factory', () => {
    expect(machines.map((m) => m.madeWith)).toEqual(
      expect.arrayContaining([
        'createCartMachine(deps)',
        'createAuthMachine(deps)',
        'createWishlistMachine(deps)',
        'loadingBarMachine',
        'imageViewerMachine',
        'toastsMachine',
        'phoneDropdownMachine',
      ]),
    )
  })

  it.each(machines.map((m) => [m.slug, m] as const))(
    '%s: draws every state and every event of its definition',
    (_, entry) => {
      const diagram = describeMachine(entry)
      for (const key of Object.keys(entry.machine.root.states)) {
        expect(diagram.mermaid).toContain(`state "${key}" as`)
      }
      expect(diagram.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
      expect(diagram.svg, 'no request leaves the site').not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
      for (const event of diagram.events) expect(diagram.mermaid).toContain(event.split(' ')[0])
    },
  )

  it('shows where the machine starts, as the machine does', () => {
    const toasts = machines.find((m) => m.slug === 'toasts')
    if (!toasts) throw new Error('no toasts machine')
    const actor = createActor(toasts.machine as unknown as Parameters<typeof createActor>[0])
    const start = String(actor.getSnapshot().value)
    expect(describeMachine(toasts).mermaid).toContain(`[*] --> s_${start}`)
  })

  it('names timers and invoked actors as a reader knows them', () => {
    expect(eventLabel('xstate.after.500.bar.completing')).toBe('after 500 ms')
    expect(eventLabel('xstate.after.hideDelay.bar.completing')).toBe('after hideDelay')
    expect(eventLabel('xstate.done.actor.signIn')).toBe('done: signIn')
    expect(eventLabel('')).toBe('always')
  })
})
