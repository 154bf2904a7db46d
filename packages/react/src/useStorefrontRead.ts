'use client'

import {
  type CallArguments,
  type CallOutput,
  type EndpointName,
  type StorefrontError,
  toStorefrontError,
} from '@matjar/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLanguageContext, useStorefrontContext } from './StorefrontContext.ts'
import { joinRead } from './shared-reads.ts'

export interface ReadOptions<T> {
  /**
   * What the server read for this page (a loader's data): shown at once, on the server and at
   * hydration, with no request, until the language or the input changes.
   */
  initialData?: T
  /** False to wait (an id not known yet); true by default. */
  enabled?: boolean
}

export interface ReadResult<T> {
  /** The answer's `data`; the previous answer's while a new one loads, undefined before any. */
  data: T | undefined
  /** Why the last read failed (a `StorefrontError`: `status` 404, 0 for the network …), or null. */
  error: StorefrontError | null
  /** A read is on its way. */
  loading: boolean
  /** Reads again (after a failure, or to see a change); resolves when it has answered. */
  refetch: () => Promise<void>
}

type Data<N extends EndpointName> = CallOutput<N> extends { data: infer D } ? D : never
interface ReadState<N extends EndpointName> {
  data: Data<N> | undefined
  error: StorefrontError | null
  /** The read these are the answer to. */
  key: string | null
}

/**
 * One read of the Storefront API for a component: in the provider's language (read again when it
 * changes), shared with every component asking for the same thing at once, abandoned when the
 * last of them unmounts. The catalogue hooks (`useProducts`, `useProduct` …) are made of it.
 */
export function useStorefrontRead<N extends EndpointName>(
  name: N,
  input: CallArguments<N>[0],
  options: ReadOptions<Data<N>> = {},
): ReadResult<Data<N>> {
  const { storefront } = useStorefrontContext('useStorefrontRead')
  const language = useLanguageContext('useStorefrontRead')
  const enabled = options.enabled ?? true
  const key = JSON.stringify([name, input ?? null, language])
  // The server's data belongs to the first key only: another language or input reads again.
  const initial = useRef(options.initialData === undefined ? null : key)
  const [state, setState] = useState<ReadState<N>>(() => ({
    data: options.initialData,
    error: null,
    key: initial.current,
  }))
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState(false)
  const waiters = useRef<(() => void)[]>([])
  const wake = () => {
    for (const resolve of waiters.current.splice(0)) resolve()
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for name, input and language
  useEffect(() => {
    if (initial.current !== key) initial.current = null
    if (!enabled || (round === 0 && initial.current === key)) {
      wake()
      return
    }
    let current = true
    setBusy(true)
    const { promise, leave } = joinRead(storefront, key, (signal) =>
      storefront.client.call(
        name,
        ...([{ ...(input ?? {}), signal }] as unknown as CallArguments<N>),
      ),
    )
    const settle = (next: (before: ReadState<N>) => ReadState<N>) => {
      if (current) {
        setState(next)
        setBusy(false)
      }
      wake()
    }
    promise.then(
      (answer) => settle(() => ({ data: (answer as { data: Data<N> }).data, error: null, key })),
      (error: unknown) =>
        settle((before) => ({
          data: before.data,
          error: toStorefrontError(error),
          key,
        })),
    )
    return () => {
      current = false
      leave()
    }
  }, [key, enabled, round, storefront])

  const refetch = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve)
        setRound((n) => n + 1)
      }),
    [],
  )
  return {
    data: state.data,
    error: state.key === key ? state.error : null,
    loading: enabled && (state.key !== key || busy),
    refetch,
  }
}
