import { expect } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import type { Model } from './model.ts'
import type { StartHarness } from './replay.ts'

/**
 * The harness of a machine checked by its model's oracle: a real actor on a simulated clock, sent
 * the path's events as they are, and beside it the model's `reference` moved by the same events.
 * After every step the actor must show what the reference predicts, every invariant must hold
 * and the event's postconditions must be met. Nothing here asks the machine what it should do.
 */
export const oracleHarness =
  (model: Model): StartHarness =>
  (inspect) => {
    const { input, invariants = {}, postconditions = {}, reference } = model.options
    if (!reference) throw new Error("oracleHarness needs the model's reference")
    const clock = new SimulatedClock()
    const actor = createActor(model.machine, {
      clock,
      inspect,
      ...(input === undefined ? {} : { input }),
    })
    const observe = (snapshot: AnyMachineSnapshot) => ({
      value: snapshot.value,
      context: snapshot.context,
    })
    const view = (state: never) => (reference.view ? reference.view(state) : state)
    let predicted = reference.initial
    let before: AnyMachineSnapshot | undefined
    return {
      actor,
      clock,
      check({ event, where }) {
        const after = actor.getSnapshot()
        if (event.type !== 'xstate.init') predicted = reference.next(predicted, event as never)
        const seen = reference.observe(after as never)
        if (JSON.stringify(seen) !== JSON.stringify(view(predicted))) {
          expect(seen, `${where}: what the reference model predicts`).toEqual(view(predicted))
        }
        const broken = Object.keys(invariants).filter((rule) => !invariants[rule]?.(after))
        if (broken.length) {
          expect.fail(
            `${where}: broken invariant(s) ${broken.join('; ')} in ${JSON.stringify(observe(after))}`,
          )
        }
        const failed = before
          ? Object.keys(postconditions).filter(
              (rule) =>
                !postconditions[rule]?.(before as AnyMachineSnapshot, event as never, after),
            )
          : []
        if (failed.length) {
          expect.fail(
            `${where}: broken postcondition(s) ${failed.join('; ')}: ${JSON.stringify(observe(before as AnyMachineSnapshot))} → ${JSON.stringify(observe(after))}`,
          )
        }
        before = after
      },
    }
  }
