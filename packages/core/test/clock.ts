import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  SimulatedClock,
} from 'xstate'

/**
 * Moves a simulated clock forward one millisecond at a time. `SimulatedClock.increment(ms)` jumps
 * straight to the end, so a timer scheduled by a timer (a repeating tick) would start late; small
 * steps keep every timer on time.
 */
export const advance = (clock: SimulatedClock, ms: number): void => {
  for (let i = 0; i < ms; i++) clock.increment(1)
}

/** Starts `machine` on a fresh simulated clock at 0 ms. No real timer is ever created. */
export const startOnSimulatedClock = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): { actor: Actor<TMachine>; clock: SimulatedClock } => {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, ...(input === undefined ? {} : { input }) })
  actor.start()
  return { actor, clock }
}
