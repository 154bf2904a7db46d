import type { Language } from '../locale/language.ts'
import { type MessagePart, parseMessage } from './parse-message.ts'
import { pluralCategory } from './plural-category.ts'

export type MessageValues = Readonly<Record<string, string | number>>

// Parsed messages, by text. Catalogue strings are few and fixed, so this stays small.
const parsed = new Map<string, MessagePart[]>()

const partsOf = (message: string): MessagePart[] => {
  let parts = parsed.get(message)
  if (!parts) {
    parts = parseMessage(message)
    parsed.set(message, parts)
  }
  return parts
}

const render = (
  parts: readonly MessagePart[],
  language: Language,
  values: MessageValues,
  count: number | undefined,
): string => {
  let out = ''
  for (const part of parts) {
    if (part.kind === 'text') out += part.text
    else if (part.kind === 'pound') out += String(count)
    else if (part.kind === 'argument') {
      const value = values[part.name]
      // A missing value stays visible as `{name}` rather than vanishing from the sentence.
      out += value === undefined ? `{${part.name}}` : String(value)
    } else {
      const value = Number(values[part.name])
      const option =
        part.options[`=${value}`] ??
        part.options[pluralCategory(language, value)] ??
        part.options.other ??
        []
      out += render(option, language, values, value)
    }
  }
  return out
}

/**
 * Renders an ICU message of the supported subset (text, `{name}`, plurals), choosing plurals by
 * the language's CLDR rules. Numbers are written with Latin digits, as everywhere in the shop.
 * The one formatter of the shop's words: every catalogue (`defineMessages`) renders through it.
 * Also `@matjar/core/messages/format`: the formatter alone, without the shop's catalogues, for
 * code that keeps messages of its own (a server).
 */
export const formatMessage = (
  message: string,
  language: Language,
  values: MessageValues = {},
): string => render(partsOf(message), language, values, undefined)
