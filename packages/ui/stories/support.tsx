import type { Language } from '@matjar/core'

/** The toolbar's language, as the decorator sets it. */
export const languageOf = (globals: Record<string, unknown>): Language =>
  globals.language === 'ar' ? 'ar' : 'en'

/** Words of the stories in both languages. */
export const say = (language: Language, en: string, ar: string) => (language === 'ar' ? ar : en)

/** Offline pictures (no network while building or screenshotting): a dallah on a coloured card. */
export const picture = (background: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><path d="M150 300h110l-10-120c-5-40-30-60-45-60s-40 20-45 60l-10 120Z" fill="#6b3f22"/><path d="M255 210c40-5 70-30 80-60l10 10c-15 40-50 65-90 70Z" fill="#6b3f22"/><circle cx="205" cy="110" r="14" fill="#f2b705"/><path d="M150 200c-30 0-45 20-45 45s15 40 45 40" fill="none" stroke="#6b3f22" stroke-width="14"/><text x="200" y="360" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#3e2415">${label}</text></svg>`)}`

export const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
} as const
export const column = { display: 'grid', gap: '1rem', maxInlineSize: '24rem' } as const
