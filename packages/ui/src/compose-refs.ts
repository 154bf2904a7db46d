import type { Ref, RefCallback } from 'react'

type Cleanup = () => void

/** Gives `node` to one ref, object or callback; returns the callback's cleanup, if any. */
const assign = <T>(ref: Ref<T> | undefined, node: T | null): Cleanup | undefined => {
  if (typeof ref === 'function') {
    const cleanup = ref(node)
    return typeof cleanup === 'function' ? cleanup : () => ref(null)
  }
  if (!ref) return undefined
  ref.current = node
  return () => {
    ref.current = null
  }
}

/**
 * One ref callback that fills every given ref with the same node, and empties each when the node
 * goes (with the callback's own cleanup when it returned one, React 19).
 */
export const composeRefs =
  <T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> =>
  (node) => {
    const cleanups = refs.map((ref) => assign(ref, node))
    return () => {
      for (const cleanup of cleanups) cleanup?.()
    }
  }
