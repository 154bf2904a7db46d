'use client'

import { type ColorMode, sharedOnce } from '@matjar/core'
import { createContext } from 'react'

/** The page's colour mode and the one way to change it (the owner writes cookie and `<html>`). */
interface SharedColorMode {
  readonly mode: ColorMode
  readonly setMode: (mode: ColorMode) => void
}

/**
 * The colour mode `StorefrontProvider` of @matjar/react keeps, shared by name (`sharedOnce`):
 * an uncontrolled `ColorModeToggle` below it switches the provider's mode, the page's one writer
 * of `<html data-color-mode>`. Null without a provider.
 */
export const ColorModeContext = sharedOnce('color-mode-context', () =>
  createContext<SharedColorMode | null>(null),
)
