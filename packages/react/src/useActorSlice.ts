'use client'

import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * A slice of an actor's snapshot, re-rendering only when the slice changes (compared with
 * `Object.is`, or `equal` when given).
 */
export function useActorSlice<TSnapshot, TSlice>(
  actor: { getSnapshot(): TSnapshot; subscribe(listener: () => void): { unsubscribe(): void } },
  select: (snapshot: TSnapshot) => TSlice,
  equal: (a: TSlice, b: TSlice) => boolean = Object.is,
): TSlice {
  const last = useRef<{ slice: TSlice } | null>(null)
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => {
    const slice = select(actor.getSnapshot())
    if (last.current && equal(last.current.slice, slice)) return last.current.slice
    last.current = { slice }
    return slice
  }
  return useSyncExternalStore(subscribe, read, read)
}
