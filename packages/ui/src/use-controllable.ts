'use client'

import { useCallback, useRef, useState } from 'react'

/**
 * One value that works controlled (`value` given, the owner keeps it) or uncontrolled
 * (`defaultValue`, the component keeps it). `onChange` is called either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : own
  const latest = useRef(current)
  latest.current = current
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current)) return
      if (!controlled) setOwn(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [current, set]
}
