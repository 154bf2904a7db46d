import { expect } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import type { Model } from './model.ts'
import type { StartHarness } from './replay.ts'

/**
 * The harness of a machine checked by its model's oracle: a real actor on a simulated clock, sent
 * the path's events as they are. After every step value and context must equal the predicted
 * snapshot, every invariant must hold and the event's postconditions must be met.
 */
export const oracleHarness =
  (model: Model): StartHarness =>
  (inspect) => {
    const { input, invariants = {}, postconditions = {} } = model.options
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
    let before: AnyMachineSnapshot | undefined
    return {
      actor,
      clock,
      check({ event, where, expected }) {
        const after = actor.getSnapshot()
        if (JSON.stringify(observe(after)) !== JSON.stringify(observe(expected))) {
          expect(observe(after), where).toEqual(observe(expected))
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
