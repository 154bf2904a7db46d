'use client'

import {
  type CreateStorefrontOptions,
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createStorefront,
  type Storefront,
} from '@matjar/core'
import { useEffect, useRef, useState } from 'react'
import { type Actor, type AnyStateMachine, createActor, type InputFrom } from 'xstate'

/**
 * The provider's one actor of a machine, made on first use (a shop that never shows the image
 * viewer never makes it, and an app that never imports a machine does not bundle it). `input`
 * counts only when the actor is made.
 */
export type ActorOf = <Machine extends AnyStateMachine>(
  machine: Machine,
  input?: InputFrom<Machine>,
) => Actor<Machine>

/** The storefront and the UI actors one provider owns. */
export interface StorefrontPieces {
  storefront: Storefront
  actorOf: ActorOf
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
  actors: Map<AnyStateMachine, Actor<AnyStateMachine>>
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
          }
        : {}),
    })
  }
  const life: Life = { state: 'idle' }
  const actors = new Map<AnyStateMachine, Actor<AnyStateMachine>>()
  const actorOf: ActorOf = (machine, input) => {
    let actor = actors.get(machine)
    if (!actor) {
      // The machines' inputs are optional; xstate cannot tell that of a generic machine.
      const make = createActor as (
        logic: AnyStateMachine,
        options?: object,
      ) => Actor<AnyStateMachine>
      actor = make(machine, input === undefined ? {} : { input })
      actors.set(machine, actor)
      // Made while the provider runs: it runs too (a machine's start sets no timers by itself).
      if (life.state === 'running') actor.start()
    }
    return actor as Actor<typeof machine>
  }
  return { pieces: { storefront, actorOf }, life, actors }
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
    const { pieces, life, actors } = current
    if (life.state === 'stopped') {
      setCurrent(own(latest.current, pieces))
      return
    }
    clearTimeout(life.stopTimer)
    if (life.state === 'idle') {
      life.state = 'running'
      pieces.storefront.start()
      for (const actor of actors.values()) actor.start()
    }
    return () => {
      life.stopTimer = setTimeout(() => {
        life.state = 'stopped'
        pieces.storefront.stop()
        for (const actor of actors.values()) actor.stop()
      }, 0)
    }
  }, [current])

  return current.pieces
}
