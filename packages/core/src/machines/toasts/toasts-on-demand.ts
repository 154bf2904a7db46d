import { type ActorOnDemand, createActorOnDemand } from '../actor-on-demand.ts'
import type { ToastsMachine } from './toasts-machine.ts'

/**
 * The toasts' actor, made (with XState) when the first toast shows: until then there are none,
 * and dismissing or clearing needs nothing.
 */
export const toastsOnDemand = (): ActorOnDemand<ToastsMachine> =>
  createActorOnDemand<ToastsMachine>({
    load: () => import('./toasts-machine.ts').then((module) => module.toastsMachine),
    resting: { value: 'empty', context: { toasts: [], shown: 0 } },
    atRest: (event, resting) => (event.type === 'toasts.show' ? undefined : resting),
  })
