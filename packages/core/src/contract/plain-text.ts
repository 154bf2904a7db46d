import * as z from 'zod/mini'

/** What a 422 says of text holding characters no shopper types (translated by the API). */
export const HIDDEN_CHARACTERS_ERROR =
  'Text cannot hold control characters, direction overrides or invisible characters'

// C0 and C1 control characters (NUL among them), DEL; a text of several lines keeps tab, LF, CR.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAK = /[\t\n\r\u2028\u2029]/
/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder text. */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/
/** Zero-width space, word joiner, byte-order mark, Mongolian vowel separator: never needed. */
const INVISIBLE = /[\u200B\u2060\uFEFF\u180E]/
/**
 * The zero-width non-joiner is kept where it spells a word (Persian and Urdu names: between two
 * letters of the Arabic script), the zero-width joiner where it builds an emoji (👨‍👩‍👧) or joins
 * Arabic letters; anywhere else they only hide something.
 */
const STRAY_NON_JOINER = /(?<!\p{Script=Arabic})\u200C|\u200C(?!\p{Script=Arabic})/u
const STRAY_JOINER =
  /(?<![\p{Extended_Pictographic}\p{Script=Arabic}]|\uFE0F|\p{Emoji_Modifier})\u200D|\u200D(?![\p{Extended_Pictographic}\p{Script=Arabic}])/u

/**
 * Whether text holds what no shopper types and PostgreSQL or a reader would trip over: control
 * characters (NUL among them), direction overrides, invisible characters. LRM and RLM (U+200E,
 * U+200F), which only mark a direction, stay.
 */
export const hasHiddenCharacters = (text: string, { lines = false } = {}): boolean =>
  CONTROL.test(text) ||
  (!lines && LINE_BREAK.test(text)) ||
  DIRECTION_OVERRIDE.test(text) ||
  INVISIBLE.test(text) ||
  STRAY_NON_JOINER.test(text) ||
  STRAY_JOINER.test(text)

/** A one-line text (a name, a city, a search) without hidden characters. */
export const plainLine = z.refine<string>((text) => !hasHiddenCharacters(text), {
  error: HIDDEN_CHARACTERS_ERROR,
})

/** A text of several lines (a message, notes, address details) without hidden characters. */
export const plainLines = z.refine<string>(
  (text: string) => !hasHiddenCharacters(text, { lines: true }),
  {
    error: HIDDEN_CHARACTERS_ERROR,
  },
)
