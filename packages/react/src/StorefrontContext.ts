'use client'

import type { ColorMode, Language, MessageKey, Preferences, Storefront } from '@matjar/core'
import { type Context, createContext, useContext } from 'react'
import type { ProviderActors } from './useStorefrontPieces.ts'

export type { ColorMode }

/** Your wording for any key of the catalogues, per language (ICU messages, like the catalogues). */
export type MessageOverrides = Partial<
  Record<Language, Partial<Record<MessageKey | (string & {}), string>>>
>

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
  setColorMode: (mode: ColorMode) => void
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null)
export const LanguageContext = createContext<Language | null>(null)
export const ColorModeContext = createContext<ColorMode | null>(null)
export const MessagesContext = createContext<MessageOverrides | undefined>(undefined)

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

/** The shopper's current language (re-renders on a switch). */
export const useLanguageContext = (hookName: string): Language =>
  required(LanguageContext, hookName)

/** The current colour mode (re-renders on a change). */
export const useColorModeContext = (hookName: string): ColorMode =>
  required(ColorModeContext, hookName)
