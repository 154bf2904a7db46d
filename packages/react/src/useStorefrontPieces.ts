'use client'

import {
  type CreateStorefrontOptions,
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createStorefront,
  directionOf,
  type ImageViewerMachine,
  imageViewerMachine,
  type Language,
  type LoadingBarMachine,
  loadingBarMachine,
  type Storefront,
  type ToastsMachine,
  toastsMachine,
} from '@matjar/core'
import { useEffect, useRef, useState } from 'react'
import { type Actor, createActor } from 'xstate'

/** The storefront and the UI actors one provider owns. */
export interface StorefrontPieces {
  storefront: Storefront
  toasts: Actor<ToastsMachine>
  loadingBar: Actor<LoadingBarMachine>
  imageViewer: Actor<ImageViewerMachine>
}

export interface PiecesOptions {
  /** A storefront the app made itself; otherwise one is made from the other options. */
  given: Storefront | undefined
  apiUrl: string | undefined
  language: Language
  storefrontOptions: Omit<CreateStorefrontOptions, 'apiUrl' | 'language'>
}

type Life = { state: 'idle' | 'running' | 'stopped'; stopTimer?: ReturnType<typeof setTimeout> }

const createPieces = (options: PiecesOptions, previous?: StorefrontPieces): StorefrontPieces => {
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
      language: options.language,
      // A provider shown again keeps the cart it showed; the session is restored from storage.
      ...(previous ? { initialCart: previous.storefront.cart.getState().cart } : {}),
      // Storage is named here but read only when the storefront starts, after the first render.
      ...(browser
        ? {
            storage: createLazyStorage(() => createBrowserStorage('local')),
            cookies: createDocumentCookieJar(),
            cartSync: createBrowserCartSync(),
          }
        : {}),
    })
  }
  return {
    storefront,
    toasts: createActor(toastsMachine),
    loadingBar: createActor(loadingBarMachine),
    imageViewer: createActor(imageViewerMachine, {
      input: { dir: directionOf(options.language) },
    }),
  }
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
  const [current, setCurrent] = useState(() => ({
    pieces: createPieces(options),
    life: { state: 'idle' } as Life,
  }))

  useEffect(() => {
    const { pieces, life } = current
    if (life.state === 'stopped') {
      setCurrent({ pieces: createPieces(latest.current, pieces), life: { state: 'idle' } })
      return
    }
    clearTimeout(life.stopTimer)
    if (life.state === 'idle') {
      life.state = 'running'
      pieces.storefront.start()
      pieces.toasts.start()
      pieces.loadingBar.start()
      pieces.imageViewer.start()
    }
    return () => {
      life.stopTimer = setTimeout(() => {
        life.state = 'stopped'
        pieces.storefront.stop()
        pieces.toasts.stop()
        pieces.loadingBar.stop()
        pieces.imageViewer.stop()
      }, 0)
    }
  }, [current])

  return current.pieces
}
