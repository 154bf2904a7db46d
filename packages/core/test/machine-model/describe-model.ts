import { describe, expect, it } from 'vitest'
import { timeLimit } from '../time-limit.ts'
import type { Model } from './model.ts'
import { oracleHarness } from './oracle.ts'
import { coverageGaps, replayPath, type StartHarness } from './replay.ts'

/**
 * What one step of a path costs on a quiet 2-core machine, with its checks, as measured: a
 * harness of its own (Vitest expectations after every step: auth, cart, wishlist) 0.5–1 ms; the
 * oracle harness (one JSON comparison) 0.06–0.09 ms.
 */
const QUIET_MS_PER_STEP = { ownHarness: 1, oracle: 0.1 }

/**
 * The model-based tests of a machine: a test per reachable vertex replaying the shortest path to
 * it, and one replaying a path through every edge that requires every state node entered, every
 * written transition taken, and the real actors to settle in exactly the graph's vertices (no
 * vertex unvisited, none the graph does not know). `start` defaults to the model's oracle.
 */
export const describeModel = (name: string, model: Model, start?: StartHarness): void => {
  const harness = start ?? oracleHarness(model)
  const quietMsPerStep = start ? QUIET_MS_PER_STEP.ownHarness : QUIET_MS_PER_STEP.oracle
  // Thousands of paths: the time limit follows their steps, so a loaded machine is not a hang.
  const paths = model.transitionPaths()
  const steps = paths.reduce((sum, path) => sum + path.steps.length, 0)
  describe(name, () => {
    it.each(model.statePaths().map((path) => [path.description, path] as const))(
      'reaches %s',
      async (_, path) => {
        await replayPath(model, path, harness)
      },
    )

    it('paths through every edge of the graph enter every state and take every transition', {
      timeout: timeLimit(steps, quietMsPerStep),
    }, async () => {
      const gaps = await coverageGaps(model, paths, harness)
      expect(gaps.missingStates, 'states never entered').toEqual([])
      expect(gaps.missingTransitions, 'transitions never taken').toEqual([])
      expect(gaps.unvisitedVertices, 'vertices of the graph no actor settled in').toEqual([])
      expect(gaps.unknownVertices, 'vertices the actors settled in outside the graph').toEqual([])
    })
  })
}
