import type { Storefront } from '@matjar/core'

/** One read in flight, shared by every component that asks for the same thing. */
interface SharedRead {
  promise: Promise<unknown>
  controller: AbortController
  readers: number
  settled: boolean
}

const readsOf = new WeakMap<Storefront, Map<string, SharedRead>>()

/**
 * Starts a read, or joins the same one already in flight (same storefront, same key: endpoint,
 * input and language), so a list and a card asking for one product send one request. `leave`
 * says the reader is gone (unmounted, or asking for something else now): when the last one has
 * left and none joined again in the same moment, a read still in flight is aborted.
 */
export const joinRead = (
  storefront: Storefront,
  key: string,
  start: (signal: AbortSignal) => Promise<unknown>,
): { promise: Promise<unknown>; leave: () => void } => {
  let reads = readsOf.get(storefront)
  if (!reads) {
    reads = new Map()
    readsOf.set(storefront, reads)
  }
  let read = reads.get(key)
  if (!read) {
    const controller = new AbortController()
    const promise = start(controller.signal)
    const made: SharedRead = { promise, controller, readers: 0, settled: false }
    const forget = () => {
      made.settled = true
      if (reads?.get(key) === made) reads.delete(key)
    }
    promise.then(forget, forget)
    reads.set(key, made)
    read = made
  }
  const joined = read
  joined.readers++
  let left = false
  return {
    promise: joined.promise,
    leave: () => {
      if (left) return
      left = true
      joined.readers--
      // Decided a moment later: a component that leaves and joins again at once (React's
      // StrictMode runs effects twice in development) keeps the same read.
      queueMicrotask(() => {
        if (joined.readers === 0 && !joined.settled) {
          joined.controller.abort()
          if (reads?.get(key) === joined) reads.delete(key)
        }
      })
    },
  }
}
