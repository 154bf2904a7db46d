'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and at once
 * in a page rendered only in the browser). Portals wait for it: the server's HTML has no portal,
 * so a portal open from the start (a dialog's `defaultOpen`) must not be part of hydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
