import type { Direction } from '../../locale/language.ts'
import { type ActorOnDemand, createActorOnDemand } from '../actor-on-demand.ts'
import type { ImageViewerMachine } from './image-viewer-machine.ts'

/**
 * The image viewer's actor, made (with XState) when it first opens on some images: a closed
 * viewer ignores every other event, and keeps the reading direction it is told.
 */
export const imageViewerOnDemand = (dir: Direction = 'ltr'): ActorOnDemand<ImageViewerMachine> => {
  const viewer: ActorOnDemand<ImageViewerMachine> = createActorOnDemand<ImageViewerMachine>({
    load: () => import('./image-viewer-machine.ts').then((module) => module.imageViewerMachine),
    resting: {
      value: 'closed',
      context: { images: [], index: 0, scale: 1, rotation: 0, dir },
    },
    input: () => ({ dir: viewer.getSnapshot().context.dir }),
    atRest: (event, resting) => {
      if (event.type === 'viewer.open' && event.images.length > 0) return undefined
      if (event.type === 'viewer.setDirection' && event.dir !== resting.context.dir)
        return { ...resting, context: { ...resting.context, dir: event.dir } }
      return resting
    },
  })
  return viewer
}
