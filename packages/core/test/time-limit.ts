/**
 * How many times slower than on a quiet machine a test may run before it counts as hung. CI once
 * ran at a load average of 22 on 2 cores (about 11 runnable processes per core, so a CPU-bound
 * test takes about 11 times as long); twice that leaves room.
 */
const LOADED_MACHINE_SLOWDOWN = 25

/** Vitest's own default: no test gets less. */
const DEFAULT_LIMIT_MS = 5_000

/**
 * The time limit of a long test, sized to its work: `units` of work (runs of a property, steps
 * of a model's paths) that each take `quietMs` on a quiet 2-core machine, times the slowdown of a
 * loaded one. The work stays what it was; only the point where the test is called hung moves.
 */
export const timeLimit = (units: number, quietMs: number): number =>
  Math.max(DEFAULT_LIMIT_MS, Math.ceil(units * quietMs * LOADED_MACHINE_SLOWDOWN))
