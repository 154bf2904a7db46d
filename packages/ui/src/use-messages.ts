'use client'

import {
  type Language,
  type MessageOverrides,
  type Messages,
  type MessageValues,
  sharedOnce,
  translateWith,
} from '@matjar/core'
import { createContext, use, useContext } from 'react'
import { useLanguage } from './locale.tsx'

/**
 * The app's wording over the catalogues: `StorefrontProvider`'s `messages` of @matjar/react (the
 * same context, shared by name), so an override reaches these components as it reaches toasts.
 */
const MessageOverridesContext = sharedOnce('message-overrides', () =>
  createContext<MessageOverrides | undefined>(undefined),
)

/** The words of one catalogue in one language: `t('orderNumber', { number })`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string

/**
 * A catalogue's words in the `LocaleProvider`'s language (or `language`), with the app's overrides. A language not loaded
 * yet suspends the component until it is: on the server it renders once the words are there,
 * in the browser hydration waits for them and then finds the very same words, and a switch of
 * language (in a transition, or after `loadLanguage`) keeps the page as it was until then.
 */
export const useMessages = <Key extends string>(
  messages: Messages<Key>,
  language?: Language,
): Translate<Key> => {
  const current = useLanguage(language)
  const overrides = useContext(MessageOverridesContext)
  // Always through `use`: a loaded catalogue's promise is already settled and reads at once.
  use(messages.load(current))
  return (key, values) => translateWith(overrides, messages, current, key, values)
}
