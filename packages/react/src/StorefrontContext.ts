'use client'

import {
  type ColorMode,
  type Language,
  type MessageOverrides,
  type Preferences,
  type Storefront,
  sharedOnce,
} from '@matjar/core'
import { type Context, createContext, useContext } from 'react'
import { ColorModeContext, LocaleContext } from './shared-contexts.ts'
import type { ProviderActors } from './useStorefrontPieces.ts'

export type { ColorMode, MessageOverrides }

/**
 * What never changes while the provider lives: the storefront, the preferences, the UI actors
 * (made on first use) and the setters. Hooks that read only this (useCart, useAuth,
 * useWishlist…) do not re-render on a switch of language or colour mode.
 */
export interface StorefrontContextValue {
  storefront: Storefront
  preferences: Preferences
  /** The provider's toast, loading-bar and image-viewer actors, each made when first needed. */
  actors: ProviderActors
  setLanguage: (language: Language) => Promise<void>
  setColorMode: (mode: ColorMode) => Promise<void>
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null)
/**
 * The provider's `messages`, shared by name with @matjar/ui (`sharedOnce`): its components read
 * the same overrides without either package importing the other.
 */
export const MessagesContext = sharedOnce('message-overrides', () =>
  createContext<MessageOverrides | undefined>(undefined),
)

const required = <T>(context: Context<T | null>, hookName: string): T => {
  const value = useContext(context)
  if (value === null) {
    throw new Error(
      `${hookName} must be used inside <StorefrontProvider>. Wrap your app (or this part of it) in <StorefrontProvider apiUrl="…"> from @matjar/react.`,
    )
  }
  return value
}

/** The provider's stable part; a hook used outside `<StorefrontProvider>` says how to fix it. */
export const useStorefrontContext = (hookName: string): StorefrontContextValue =>
  required(StorefrontContext, hookName)

/**
 * The shopper's current language (re-renders on a switch): the one language context, which
 * @matjar/ui's components read too (a `LocaleProvider` below the provider speaks for its part).
 */
export const useLanguageContext = (hookName: string): Language => {
  required(StorefrontContext, hookName)
  return useContext(LocaleContext).language
}

/** The current colour mode (re-renders on a change). */
export const useColorModeContext = (hookName: string): ColorMode => {
  required(StorefrontContext, hookName)
  return required(ColorModeContext, hookName).mode
}
