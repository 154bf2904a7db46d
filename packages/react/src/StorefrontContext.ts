import type {
  ImageViewerMachine,
  Language,
  LoadingBarMachine,
  Storefront,
  ToastsMachine,
} from '@matjar/core'
import { createContext, useContext } from 'react'
import type { Actor } from 'xstate'

export interface StorefrontContextValue {
  storefront: Storefront
  language: Language
  /** Switches the language: `lang` cookie, direction, cached answers. */
  setLanguage: (language: Language) => void
  toasts: Actor<ToastsMachine>
  colorMode: 'light' | 'dark'
  setColorMode: (mode: 'light' | 'dark') => void
  loadingBar: Actor<LoadingBarMachine>
  imageViewer: Actor<ImageViewerMachine>
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null)

/** The provider's value; a hook used outside `<StorefrontProvider>` says how to fix it. */
export const useStorefrontContext = (hookName: string): StorefrontContextValue => {
  const value = useContext(StorefrontContext)
  if (!value) {
    throw new Error(
      `${hookName} must be used inside <StorefrontProvider>. Wrap your app (or this part of it) in <StorefrontProvider apiUrl="…"> from @matjar/react.`,
    )
  }
  return value
}
