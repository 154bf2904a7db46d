'use client'

import type { ColorMode, Language } from '@matjar/core'
import { clsx } from 'clsx'
import { useContext } from 'react'
import { ColorModeContext } from './color-mode-context.ts'
import { MoonIcon, SunIcon } from './icons.tsx'
import { useLanguage } from './locale.tsx'
import { uiMessages } from './ui-messages.ts'
import { useControllableState } from './use-controllable.ts'
import { useMessages } from './use-messages.ts'

export interface LanguageSwitchProps {
  /** Controlled language; leave out (with `defaultLanguage`) for the switch to keep it. */
  language?: Language
  /** The language it starts with when uncontrolled; the `LocaleProvider`'s by default. */
  defaultLanguage?: Language
  /** The shopper chose the other language: update the cookie, locale and direction (spec §4). */
  onChange?: (language: Language) => void
  className?: string
}

const OWN_NAME: Record<Language, string> = { en: 'English', ar: 'العربية' }
/** What the switch does, said in the language it switches to (like its name). */
const SWITCH_TO: Record<Language, string> = {
  en: 'Switch to English',
  ar: 'التبديل إلى العربية',
}

/** Offers the other language, written in that language (`lang` set, so it is read right). */
export function LanguageSwitch({
  language,
  defaultLanguage,
  onChange,
  className,
}: LanguageSwitchProps) {
  const inherited = useLanguage()
  const [current, setCurrent] = useControllableState(
    language,
    defaultLanguage ?? inherited,
    onChange,
  )
  const other: Language = current === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      lang={other}
      className={clsx('matjar-button', className)}
      data-variant="outline"
      data-size="sm"
      data-state={current}
      aria-label={SWITCH_TO[other]}
      onClick={() => setCurrent(other)}
    >
      {OWN_NAME[other]}
    </button>
  )
}

export interface ColorModeToggleProps {
  /**
   * Controlled mode. Left out, the toggle switches the mode of the `StorefrontProvider` above it
   * (@matjar/react), which writes the cookie and `<html data-color-mode>`; without a provider it
   * keeps the mode itself (from `defaultMode`) and leaves the page to you (`onModeChange`).
   */
  mode?: ColorMode
  defaultMode?: ColorMode
  onModeChange?: (mode: ColorMode) => void
  /** Called on every press (kept for hooks that only flip the mode). */
  onToggle?: () => void
  /** The language of its words; the `LocaleProvider`'s by default. */
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
  language,
  label,
  className,
}: ColorModeToggleProps) {
  const t = useMessages(uiMessages, language)
  // One writer of `<html data-color-mode>`: the provider's, never this button.
  const provided = useContext(ColorModeContext)
  const owner = mode === undefined ? provided : null
  const [current, setCurrent] = useControllableState(mode ?? owner?.mode, defaultMode, onModeChange)
  const press = () => {
    const next: ColorMode = current === 'dark' ? 'light' : 'dark'
    setCurrent(next)
    owner?.setMode(next)
    onToggle?.()
  }
  return (
    <button
      type="button"
      className={clsx('matjar-button matjar-icon-button', className)}
      data-variant="outline"
      data-size="sm"
      aria-pressed={current === 'dark'}
      aria-label={label ?? t('colorMode.dark')}
      title={label ?? t('colorMode.dark')}
      data-state={current}
      onClick={press}
    >
      {current === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  )
}
