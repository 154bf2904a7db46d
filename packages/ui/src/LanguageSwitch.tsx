import type { Language } from '@matjar/core'
import { clsx } from 'clsx'

export interface LanguageSwitchProps {
  language: Language
  onChange: (language: Language) => void
  className?: string
}

const NAMES: Record<Language, { own: string; label: string }> = {
  en: { own: 'English', label: 'Switch to English' },
  ar: { own: 'العربية', label: 'التبديل إلى العربية' },
}

/** Offers the other language, written in that language (`lang` set, so it is read right). */
export function LanguageSwitch({ language, onChange, className }: LanguageSwitchProps) {
  const other: Language = language === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      lang={other}
      className={clsx('matjar-button', className)}
      data-variant="outline"
      data-size="sm"
      aria-label={NAMES[other].label}
      onClick={() => onChange(other)}
    >
      {NAMES[other].own}
    </button>
  )
}

export interface ColorModeToggleProps {
  mode: 'light' | 'dark'
  onToggle: () => void
  language?: Language
  className?: string
}

/** Light/dark switch: a toggle button whose pressed state is dark mode. */
export function ColorModeToggle({
  mode,
  onToggle,
  language = 'en',
  className,
}: ColorModeToggleProps) {
  return (
    <button
      type="button"
      className={clsx('matjar-button', className)}
      data-variant="outline"
      data-size="sm"
      aria-pressed={mode === 'dark'}
      data-state={mode}
      onClick={onToggle}
    >
      {language === 'ar' ? 'الوضع الداكن' : 'Dark mode'}
    </button>
  )
}
