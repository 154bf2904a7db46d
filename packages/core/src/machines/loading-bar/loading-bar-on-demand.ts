import { type ActorOnDemand, createActorOnDemand } from '../actor-on-demand.ts'
import { LOADING_BAR_AT_REST } from './loading-bar-context.ts'
import type { LoadingBarMachine } from './loading-bar-machine.ts'

/**
 * The loading bar's actor, made (with XState) when a load first starts (or fails): an idle bar
 * told to finish or reset stays as it is.
 */
export const loadingBarOnDemand = (): ActorOnDemand<LoadingBarMachine> =>
  createActorOnDemand<LoadingBarMachine>({
    load: () => import('./loading-bar-machine.ts').then((module) => module.loadingBarMachine),
    resting: { value: 'idle', context: LOADING_BAR_AT_REST },
    atRest: (event, resting) =>
      event.type === 'loadingBar.finish' || event.type === 'loadingBar.reset' ? resting : undefined,
  })
