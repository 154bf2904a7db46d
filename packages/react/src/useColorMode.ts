'use client'

import type { ColorMode } from '@matjar/core'
import { useColorModeContext, useStorefrontContext } from './StorefrontContext.ts'

export interface UseColorModeResult {
  mode: ColorMode
  /** Resolves once the mode is shown and kept; never rejects. */
  setMode: (mode: ColorMode) => Promise<void>
  toggle: () => Promise<void>
}

/**
 * Light or dark (spec §1), kept under `nuxt-color-mode` (configurable with the provider's
 * `storageKeys`) in localStorage and in a cookie of the same name, so the server renders the
 * right mode and nothing flashes. Sets `<html data-color-mode>`, which `@matjar/ui/theme.css`
 * follows.
 */
export const useColorMode = (): UseColorModeResult => {
  const { setColorMode } = useStorefrontContext('useColorMode')
  const mode = useColorModeContext('useColorMode')
  return {
    mode,
    setMode: setColorMode,
    toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark'),
  }
}
