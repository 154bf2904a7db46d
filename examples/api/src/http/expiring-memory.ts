/**
 * Answers kept in memory for a while, bounded by the bytes they hold (not their count: one large
 * listing weighs as much as a hundred small ones). An entry past its time is dropped when it is
 * next looked up, and the oldest entries are swept out on every write and by a timer, so memory
 * kept for a burst of traffic is given back once the burst is over. Full, the oldest entries go
 * first; an entry larger than the whole bound is not kept.
 */
export interface ExpiringMemory<V> {
  get(key: string): V | undefined
  set(key: string, value: V, until: number): void
  clear(): void
  /** Bytes held now, as `sizeOf` counts them. */
  readonly bytes: number
  readonly size: number
}

interface Entry<V> {
  value: V
  until: number
  bytes: number
}

/** What a key and an entry's bookkeeping cost besides its value, roughly. */
const ENTRY_OVERHEAD = 120

export function createExpiringMemory<V>(options: {
  maxBytes: number
  sizeOf: (value: V) => number
  now?: () => number
  /** How often expired entries are swept out with no traffic (ms; 0: only on writes). */
  sweepEveryMs?: number
}): ExpiringMemory<V> {
  const { maxBytes, sizeOf, now = Date.now, sweepEveryMs = 0 } = options
  // A Map iterates in insertion order: the front is the oldest write, and (every entry of a cache
  // living as long) the first to expire.
  const entries = new Map<string, Entry<V>>()
  let bytes = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  const sweep = () => {
    const at = now()
    for (const [key, entry] of entries) {
      if (entry.until > at) break
      drop(key)
    }
  }
  if (sweepEveryMs > 0) setInterval(sweep, sweepEveryMs).unref()

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until <= now()) {
        drop(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, until) {
      drop(key)
      sweep()
      const size = sizeOf(value) + key.length * 2 + ENTRY_OVERHEAD
      if (size > maxBytes) return
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break
        drop(oldest)
      }
      entries.set(key, { value, until, bytes: size })
      bytes += size
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get bytes() {
      return bytes
    },
    get size() {
      return entries.size
    },
  }
}
