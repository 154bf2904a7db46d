'use client'

import { directionOf, type ImageViewerMachine, imageViewerMachine } from '@matjar/core'
import { useEffect } from 'react'
import type { Actor } from 'xstate'
import { useStorefrontContext } from './StorefrontContext.ts'

/**
 * The provider's image viewer, made on first use in the page's direction; its arrow keys and
 * swipes follow every later switch of language (without re-rendering the caller).
 */
export const useViewerActor = (hookName: string): Actor<ImageViewerMachine> => {
  const { actorOf, preferences } = useStorefrontContext(hookName)
  const viewer = actorOf(imageViewerMachine, {
    dir: directionOf(preferences.getState().language),
  })
  useEffect(() => {
    let dir = viewer.getSnapshot().context.dir
    return preferences.subscribe(({ language }) => {
      if (directionOf(language) === dir) return
      dir = directionOf(language)
      viewer.send({ type: 'viewer.setDirection', dir })
    })
  }, [viewer, preferences])
  return viewer
}
