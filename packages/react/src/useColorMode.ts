import { createBrowserStorage, createDocumentCookieJar, DEFAULT_STORAGE_KEYS } from '@matjar/core'
import { useStorefrontContext } from './StorefrontContext.ts'

export type ColorMode = 'light' | 'dark'

export interface UseColorModeResult {
  mode: ColorMode
  setMode: (mode: ColorMode) => void
  toggle: () => void
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Light or dark (spec §1), kept under `nuxt-color-mode` in localStorage and in a cookie of the
 * same name, so the server renders the right mode and nothing flashes. Sets
 * `<html data-color-mode>`, which `@matjar/ui/theme.css` follows.
 */
export const useColorMode = (): UseColorModeResult => {
  const { colorMode, setColorMode } = useStorefrontContext('useColorMode')
  const setMode = (mode: ColorMode) => {
    createBrowserStorage('local').setItem(DEFAULT_STORAGE_KEYS.colorMode, mode)
    createDocumentCookieJar().set(DEFAULT_STORAGE_KEYS.colorMode, mode, {
      maxAgeSeconds: YEAR_SECONDS,
    })
    document.documentElement.dataset.colorMode = mode
    setColorMode(mode)
  }
  return {
    mode: colorMode,
    setMode,
    toggle: () => setMode(colorMode === 'dark' ? 'light' : 'dark'),
  }
}
