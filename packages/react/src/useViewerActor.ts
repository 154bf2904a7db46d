'use client'

import { type ActorOnDemand, directionOf, type ImageViewerMachine } from '@matjar/core'
import { useEffect } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

/**
 * The provider's image viewer, made when it first opens; its arrow keys and swipes follow the
 * page's direction through every switch of language (without re-rendering the caller).
 */
export const useViewerActor = (hookName: string): ActorOnDemand<ImageViewerMachine> => {
  const { actors, preferences } = useStorefrontContext(hookName)
  const viewer = actors.imageViewer
  useEffect(() => {
    const follow = (dir: ReturnType<typeof directionOf>) => {
      if (viewer.getSnapshot().context.dir !== dir)
        viewer.send({ type: 'viewer.setDirection', dir })
    }
    follow(directionOf(preferences.getState().language))
    return preferences.subscribe(({ language }) => follow(directionOf(language)))
  }, [viewer, preferences])
  return viewer
}
