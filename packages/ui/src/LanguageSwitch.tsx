'use client'

import type { Language } from '@matjar/core'
import { clsx } from 'clsx'
import { MoonIcon, SunIcon } from './icons.tsx'
import { uiText } from './ui-messages.ts'
import { useControllableState } from './use-controllable.ts'

export interface LanguageSwitchProps {
  /** Controlled language; leave out (with `defaultLanguage`) for the switch to keep it. */
  language?: Language
  defaultLanguage?: Language
  /** The shopper chose the other language: update the cookie, locale and direction (spec §4). */
  onChange?: (language: Language) => void
  className?: string
}

const OWN_NAME: Record<Language, string> = { en: 'English', ar: 'العربية' }

/** Offers the other language, written in that language (`lang` set, so it is read right). */
export function LanguageSwitch({
  language,
  defaultLanguage = 'en',
  onChange,
  className,
}: LanguageSwitchProps) {
  const [current, setCurrent] = useControllableState(language, defaultLanguage, onChange)
  const other: Language = current === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      lang={other}
      className={clsx('matjar-button', className)}
      data-variant="outline"
      data-size="sm"
      data-state={current}
      aria-label={uiText(other, 'language.switchTo')}
      onClick={() => setCurrent(other)}
    >
      {OWN_NAME[other]}
    </button>
  )
}

export type ColorMode = 'light' | 'dark'

export interface ColorModeToggleProps {
  /** Controlled mode; leave out (with `defaultMode`) for the toggle to keep it. */
  mode?: ColorMode
  defaultMode?: ColorMode
  onModeChange?: (mode: ColorMode) => void
  /** Called on every press (kept for hooks that only flip the mode). */
  onToggle?: () => void
  /**
   * Uncontrolled only: also set `<html data-color-mode>` so the theme follows (default true).
   * A controlled toggle leaves the document to its owner (e.g. `useColorMode`).
   */
  applyToDocument?: boolean
  language?: Language
  label?: string
  className?: string
}

/** Light/dark switch: a toggle button whose pressed state is dark mode (`data-state`). */
export function ColorModeToggle({
  mode,
  defaultMode = 'light',
  onModeChange,
  onToggle,
  applyToDocument = true,
  language = 'en',
  label,
  className,
}: ColorModeToggleProps) {
  const [current, setCurrent] = useControllableState(mode, defaultMode, onModeChange)
  const press = () => {
    const next: ColorMode = current === 'dark' ? 'light' : 'dark'
    setCurrent(next)
    onToggle?.()
    if (mode === undefined && applyToDocument && typeof document !== 'undefined') {
      document.documentElement.dataset.colorMode = next
    }
  }
  return (
    <button
      type="button"
      className={clsx('matjar-button matjar-icon-button', className)}
      data-variant="outline"
      data-size="sm"
      aria-pressed={current === 'dark'}
      aria-label={label ?? uiText(language, 'colorMode.dark')}
      title={label ?? uiText(language, 'colorMode.dark')}
      data-state={current}
      onClick={press}
    >
      {current === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  )
}
