/** What `selectFrom` reads: an XState actor, an actor made on demand, or any store like them. */
export interface Watchable<TSnapshot> {
  getSnapshot(): TSnapshot
  subscribe(listener: () => void): { unsubscribe(): void }
}

/**
 * A part of what an actor shows, as an external store: `get()` answers the same value until the
 * part changes (compared with `Object.is`, or `equal`), so React's `useSyncExternalStore` (or any
 * framework's) re-renders only then.
 */
export interface Selection<TSlice> {
  get(): TSlice
  subscribe(listener: () => void): () => void
}

/** The part `select` picks of an actor's snapshot, as a store that changes only when it does. */
export const selectFrom = <TSnapshot, TSlice>(
  actor: Watchable<TSnapshot>,
  select: (snapshot: TSnapshot) => TSlice,
  equal: (a: TSlice, b: TSlice) => boolean = Object.is,
): Selection<TSlice> => {
  let last: { slice: TSlice } | undefined
  return {
    get() {
      const slice = select(actor.getSnapshot())
      if (last && equal(last.slice, slice)) return last.slice
      last = { slice }
      return slice
    },
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
  }
}
