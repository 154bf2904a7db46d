'use client'

import {
  type Language,
  type MessageKey,
  type Preferences,
  type Storefront,
  sdkMessages,
  type ToastKind,
  translateWith,
} from '@matjar/core'
import { type RefObject, useEffect } from 'react'
import type { MessageOverrides } from './StorefrontContext.ts'
import type { ProviderActors } from './useStorefrontPieces.ts'

interface StorefrontToastsOptions {
  storefront: Storefront
  actors: ProviderActors
  preferences: Preferences
  messages: RefObject<MessageOverrides | undefined>
  /** Refused cart changes (spec §8): a warning toast; true by default. */
  cartFailures: boolean
}

/**
 * The toasts the provider shows by itself, in the shopper's language (loaded first if need be):
 * a refused cart change (the server's message, or the catalogue's text for its code), and a
 * session the API no longer knows ("Your session has ended. Please sign in again").
 */
export const useStorefrontToasts = ({
  storefront,
  actors,
  preferences,
  messages,
  cartFailures,
}: StorefrontToastsOptions): void => {
  useEffect(() => {
    const show = (
      kind: ToastKind,
      title: MessageKey,
      message: MessageKey,
      said?: string | null,
    ) => {
      const current: Language = preferences.getState().language
      const text = (key: MessageKey) => translateWith(messages.current, sdkMessages, current, key)
      const send = () =>
        actors.toasts.send({
          type: 'toasts.show',
          kind,
          title: text(title),
          message: said ?? text(message),
        })
      if (sdkMessages.loaded(current)) send()
      else sdkMessages.load(current).then(send, send)
    }
    const stopCart = cartFailures
      ? storefront.cart.onFailure((failure) =>
          show('warning', 'toast.warning', failure.code, failure.serverMessage),
        )
      : () => {}
    const stopSession = storefront.auth.on('auth.sessionExpired', () =>
      show('info', 'auth.session_expired', 'auth.sign_in_again'),
    )
    return () => {
      stopCart()
      stopSession()
    }
  }, [storefront, actors, preferences, messages, cartFailures])
}
