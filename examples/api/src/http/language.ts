import type { Language } from '../messages/translate.ts'

/**
 * The answer's language from an Accept-Language header: the supported language (en, ar) with the
 * highest weight, English when the header names neither.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en'
  let best: { language: Language; weight: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (primary !== 'en' && primary !== 'ar') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (!Number.isFinite(weight) || weight <= 0) continue
    if (!best || weight > best.weight) best = { language: primary, weight }
  }
  return best?.language ?? 'en'
}
