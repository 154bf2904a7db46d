'use client'

import type { ActorLike, Language, LoadingBarContext, LoadingBarEvent } from '@matjar/core'
import { clsx } from 'clsx'
import { uiMessages } from './ui-messages.ts'
import { useActorSlice } from './use-actor-slice.ts'
import { useMessages } from './use-messages.ts'

/**
 * The loading bar's actor: `useShopActors().loadingBar` of @matjar/react (made when a load first
 * starts), `useLoadingBarActor()`, or any XState actor of `loadingBarMachine`.
 */
export type LoadingBarActor = ActorLike<
  { value: unknown; context: LoadingBarContext },
  LoadingBarEvent
>

export interface LoadingBarProps {
  actor: LoadingBarActor
  /** The language of its name; the `LocaleProvider`'s by default. */
  language?: Language
  label?: string
  className?: string
}

/**
 * The 5 px bar at the top of the page during navigation (spec §4, §9): brown, the error colour
 * when the load failed. `data-state` is `idle`, `loading`, `completing` or `hiding`; `data-error`
 * flags a failed load.
 */
export function LoadingBar({ actor, language, label, className }: LoadingBarProps) {
  const t = useMessages(uiMessages, language)
  const { progress, visible, error, state } = useActorSlice(
    actor,
    (snapshot) => ({
      progress: snapshot.context.progress,
      visible: snapshot.context.visible,
      error: snapshot.context.error,
      state: String(snapshot.value),
    }),
    (a, b) =>
      a.progress === b.progress &&
      a.visible === b.visible &&
      a.error === b.error &&
      a.state === b.state,
  )
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={visible ? undefined : true}
      className={clsx('matjar-loading-bar', className)}
      data-state={state}
      data-visible={visible ? '' : undefined}
      data-error={error ? '' : undefined}
    >
      <div className="matjar-loading-bar-fill" style={{ inlineSize: `${progress}%` }} />
    </div>
  )
}
