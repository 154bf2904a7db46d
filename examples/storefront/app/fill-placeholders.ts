import type { Language } from '@matjar/core'

/** A message with its `{name}` placeholders filled in; a missing value leaves nothing. */
export const fillPlaceholders = (
  template: string,
  values: Record<string, string | number> = {},
): string => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

/** The `translate(language, key, values)` of one catalogue of the shop's words. */
export const translatorOf =
  <Key extends string>(catalogue: Record<Language, Record<Key, string>>) =>
  (language: Language, key: Key, values: Record<string, string | number> = {}): string =>
    fillPlaceholders(catalogue[language][key], values)
