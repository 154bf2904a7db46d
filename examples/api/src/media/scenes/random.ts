/**
 * A seeded random sequence (mulberry32 over an FNV-1a hash of a text): the same slug always
 * draws the same numbers, so a seed picture is the same picture on every machine and every run.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  between(min: number, max: number): number
  /** One of the items. */
  pick<T>(items: readonly T[]): T
}

const hashText = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function seededRandom(seed: string): Random {
  let state = hashText(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}
