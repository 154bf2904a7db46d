'use client'

import {
  type ActorLike,
  type Direction,
  type Language,
  TOAST_COLOR_TOKENS,
  TOAST_PLACEMENT,
  type Toast,
  type ToastPlacement,
  type ToastsContext,
  type ToastsEvent,
} from '@matjar/core'
import { clsx } from 'clsx'
import { useDirection } from './direction.tsx'
import { CloseIcon } from './icons.tsx'
import { uiMessages } from './ui-messages.ts'
import { useActorSlice } from './use-actor-slice.ts'
import { useMessages } from './use-messages.ts'

/**
 * The toasts' actor: `useShopActors().toasts` of @matjar/react (made when the first toast shows;
 * `useToasts().show` and the provider's own warnings reach it), or, without @matjar/react, any
 * actor of `toastsMachine` (`useActorRef(toastsMachine)` of @xstate/react).
 */
export type ToastsActor = ActorLike<{ value: unknown; context: ToastsContext }, ToastsEvent>

/** `top-right` becomes `top-left` in RTL: placement is mirrored with the page. */
export const mirroredPlacement = (placement: ToastPlacement, dir: Direction): ToastPlacement =>
  dir === 'rtl'
    ? (placement.replace(/right|left/, (side) =>
        side === 'right' ? 'left' : 'right',
      ) as ToastPlacement)
    : placement

export interface ToastRegionProps {
  /** The toasts machine's actor: `useShopActors().toasts` inside `StorefrontProvider`. */
  actor: ToastsActor
  /**
   * Written as for LTR (default `top-right`, spec §9); laid out with logical sides, so it is
   * mirrored in RTL. `data-side` tells where it ended up (`right`, or `left` in Arabic).
   */
  placement?: ToastPlacement
  /** The reading direction; the `LocaleProvider`'s by default. */
  dir?: Direction
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

const noToasts: readonly Toast[] = []

/**
 * The toast stack. A polite live region announces info, success and question toasts; warnings
 * and errors are alerts. Each toast is painted with its kind's colour token and can be dismissed;
 * the machine removes it after 2500 ms.
 */
export function ToastRegion({
  actor,
  placement = TOAST_PLACEMENT,
  dir,
  language,
  className,
}: ToastRegionProps) {
  const direction = useDirection(dir)
  const t = useMessages(uiMessages, language)
  const toasts = useActorSlice(actor, (snapshot) => snapshot.context.toasts) ?? noToasts
  const shown = mirroredPlacement(placement, direction)
  return (
    <section
      aria-label={t('notifications')}
      className={clsx('matjar-toasts', className)}
      data-placement={placement}
      data-side={shown.split('-')[1]}
      dir={direction}
    >
      <div role="status" aria-live="polite" className="matjar-toast-list">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className="matjar-toast"
            data-kind={toast.kind}
            role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : undefined}
            style={{ borderInlineStartColor: `var(${TOAST_COLOR_TOKENS[toast.kind]})` }}
          >
            <div className="matjar-toast-text">
              {toast.title ? <strong>{toast.title}</strong> : null}
              <span>{toast.message}</span>
            </div>
            <button
              type="button"
              className="matjar-toast-close"
              aria-label={t('close')}
              onClick={() => actor.send({ type: 'toasts.dismiss', id: toast.id })}
            >
              <CloseIcon size={16} />
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
