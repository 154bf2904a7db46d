'use client'

import { selectFrom, type Watchable } from '@matjar/core'
import { useMemo, useSyncExternalStore } from 'react'

/**
 * A slice of an actor's snapshot (`selectFrom` of @matjar/core), re-rendering only when the slice
 * changes. `select` and `equal` are taken with the actor: they must not read props.
 */
export function useActorSlice<TSnapshot, TSlice>(
  actor: Watchable<TSnapshot>,
  select: (snapshot: TSnapshot) => TSlice,
  equal?: (a: TSlice, b: TSlice) => boolean,
): TSlice {
  // biome-ignore lint/correctness/useExhaustiveDependencies: select and equal are pure and prop-free
  const selection = useMemo(() => selectFrom(actor, select, equal), [actor])
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get)
}
