'use client'

import type { ActorLike } from '@matjar/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * A slice of what an actor shows (an XState actor, or one made on demand), re-rendering only when
 * the slice changes (compared with `Object.is`, or `equal` when given).
 */
export function useActorSlice<TSnapshot extends { value: unknown; context: unknown }, TSlice>(
  actor: ActorLike<TSnapshot, never>,
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
