import { describe, expect, it } from 'vitest'
import type { Model } from './model.ts'
import { oracleHarness } from './oracle.ts'
import { coverageGaps, replayPath, type StartHarness } from './replay.ts'

/**
 * The model-based tests of a machine: a test per reachable vertex replaying the shortest path to
 * it, and one replaying a path through every edge that requires every state node entered, every
 * written transition taken, and the real actors to settle in exactly the graph's vertices (no
 * vertex unvisited, none the graph does not know). `start` defaults to the model's oracle.
 */
export const describeModel = (
  name: string,
  model: Model,
  start: StartHarness = oracleHarness(model),
): void => {
  describe(name, () => {
    it.each(model.statePaths().map((path) => [path.description, path] as const))(
      'reaches %s',
      async (_, path) => {
        await replayPath(model, path, start)
      },
    )

    it('paths through every edge of the graph enter every state and take every transition', async () => {
      const gaps = await coverageGaps(model, model.transitionPaths(), start)
      expect(gaps.missingStates, 'states never entered').toEqual([])
      expect(gaps.missingTransitions, 'transitions never taken').toEqual([])
      expect(gaps.unvisitedVertices, 'vertices of the graph no actor settled in').toEqual([])
      expect(gaps.unknownVertices, 'vertices the actors settled in outside the graph').toEqual([])
    }, 60_000)
  })
}
