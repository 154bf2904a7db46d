'use client'

import {
  type ActorOnDemand,
  type CreateStorefrontOptions,
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createStorefront,
  directionOf,
  type ImageViewerMachine,
  imageViewerOnDemand,
  type LoadingBarMachine,
  loadingBarOnDemand,
  type Storefront,
  type ToastsMachine,
  toastsOnDemand,
} from '@matjar/core'
import { useEffect, useRef, useState } from 'react'

/**
 * The provider's toast, loading-bar and image-viewer actors. Each is made, with its machine and
 * XState, when first needed (the first toast, load or opened picture): a page that shows none
 * of them loads none of that.
 */
export interface ProviderActors {
  toasts: ActorOnDemand<ToastsMachine>
  loadingBar: ActorOnDemand<LoadingBarMachine>
  imageViewer: ActorOnDemand<ImageViewerMachine>
}

/** The storefront and the UI actors one provider owns. */
export interface StorefrontPieces {
  storefront: Storefront
  actors: ProviderActors
}

export interface PiecesOptions {
  /** A storefront the app made itself; otherwise one is made from the other options. */
  given: Storefront | undefined
  apiUrl: string | undefined
  storefrontOptions: Omit<CreateStorefrontOptions, 'apiUrl'>
}

type Life = { state: 'idle' | 'running' | 'stopped'; stopTimer?: ReturnType<typeof setTimeout> }

interface Owned {
  pieces: StorefrontPieces
  life: Life
}

const own = (options: PiecesOptions, previous?: StorefrontPieces): Owned => {
  const browser = typeof window !== 'undefined'
  let storefront = options.given
  if (!storefront) {
    if (!options.apiUrl) {
      throw new Error(
        '<StorefrontProvider> needs either a `storefront` (from createStorefront) or an `apiUrl`.',
      )
    }
    storefront = createStorefront({
      ...options.storefrontOptions,
      apiUrl: options.apiUrl,
      // A provider shown again keeps the cart it showed; the session is restored from storage.
      ...(previous ? { initialCart: previous.storefront.cart.getState().cart } : {}),
      // Storage is named here but read only when the storefront starts, after the first render.
      ...(browser
        ? {
            storage: createLazyStorage(() => createBrowserStorage('local')),
            cookies: createDocumentCookieJar(),
            cartSync: createBrowserCartSync(),
            visitCache: createLazyStorage(() => createBrowserStorage('session')),
          }
        : {}),
    })
  }
  const life: Life = { state: 'idle' }
  const actors: ProviderActors = {
    toasts: toastsOnDemand(),
    loadingBar: loadingBarOnDemand(),
    imageViewer: imageViewerOnDemand(directionOf(storefront.preferences.getState().language)),
  }
  return { pieces: { storefront, actors }, life }
}

/**
 * Creates the pieces once and runs them while the provider is mounted. XState actors cannot
 * start again once stopped, so stopping waits a tick: React's StrictMode unmounts and remounts at
 * once, and the same actors live on. A provider shown again after a real stop (`<Activity>`)
 * gets fresh pieces; its own storefront keeps the cart it showed.
 */
export function useStorefrontPieces(options: PiecesOptions): StorefrontPieces {
  const latest = useRef(options)
  latest.current = options
  const [current, setCurrent] = useState(() => own(options))

  useEffect(() => {
    const { pieces, life } = current
    const actors = Object.values(pieces.actors)
    if (life.state === 'stopped') {
      setCurrent(own(latest.current, pieces))
      return
    }
    clearTimeout(life.stopTimer)
    if (life.state === 'idle') {
      life.state = 'running'
      pieces.storefront.start()
      for (const actor of actors) actor.start()
    }
    return () => {
      life.stopTimer = setTimeout(() => {
        life.state = 'stopped'
        pieces.storefront.stop()
        for (const actor of actors) actor.stop()
      }, 0)
    }
  }, [current])

  return current.pieces
}
