'use client'

import { type ColorMode, type Direction, type Language, sharedOnce } from '@matjar/core'
import { createContext } from 'react'

/**
 * The page's language, its one React context: @matjar/ui's locale context, shared by name
 * (`sharedOnce`). The provider feeds it, so ui's components speak the shopper's language without
 * a `LocaleProvider`, and the hooks read it; neither package imports the other. Same name, same
 * default as ui's own.
 */
export const LocaleContext = sharedOnce('locale-context', () =>
  createContext<{
    readonly language: Language
    readonly dir: Direction
    readonly country?: string | undefined
  }>({
    language: 'en',
    dir: 'ltr',
  }),
)

/**
 * The colour mode and its one setter, shared by name with @matjar/ui: an uncontrolled
 * `ColorModeToggle` switches the provider's mode instead of writing `<html>` itself.
 */
export const ColorModeContext = sharedOnce('color-mode-context', () =>
  createContext<{ readonly mode: ColorMode; readonly setMode: (mode: ColorMode) => void } | null>(
    null,
  ),
)
