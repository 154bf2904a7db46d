/**
 * A product's pictures as the seed photographs them (media/seed-pictures.ts): 3 to 5 views — the
 * first is the one cards show — and every colour of a product sold in colours has its own picture
 * in that colour.
 */

import { type SQL, sql } from 'drizzle-orm'
import { type Language, type MessageKey, translate } from '../messages/translate.ts'

/** The names of the views after the first (the front, which the product's name alone names). */
const VIEW_NAMES: MessageKey[] = [
  'pictureSide',
  'pictureDetail',
  'pictureInUse',
  'picturePackaging',
]

/** How many views a product has: 3, 4 or 5, fixed by its id. */
export const viewCountOf = (productId: number): number => 3 + (productId % 3)
/** `viewCountOf` in SQL, for the product id `productId` names. */
export const viewCountSql = (productId: SQL) => sql`3 + ${productId} % 3`

/** A view's text alternative in the page's language: the name, then "Brass Dallah, side". */
export const viewAlt = (name: string, language: Language, position: number): string => {
  const view = VIEW_NAMES[position - 2]
  return position === 1 || !view
    ? name
    : translate(language, 'pictureView', { name, view: translate(language, view) })
}

const NAMED_COLOURS: [RegExp, string][] = [
  [/green/i, '#1f6f50'],
  [/burgundy|maroon/i, '#7a1f2b'],
  [/navy/i, '#1f2f5a'],
  [/red/i, '#b3261e'],
  [/white|ivory/i, '#e9e4da'],
  [/black/i, '#1d1d1f'],
  [/beige|sand/i, '#cdb48e'],
  [/brown/i, '#6b3f22'],
  [/gold/i, '#b08a2e'],
  [/grey|gray|silver/i, '#8a8d91'],
  [/blue/i, '#2a5db0'],
]

/** Any colour name the swatches know, as a case-insensitive pattern for SQL (`~*`). */
export const COLOUR_NAME_PATTERN = NAMED_COLOURS.map(([pattern]) => pattern.source).join('|')

/** The swatch of a colour selection, from its English name ("Emerald green" → green). */
export const colourOfSelection = (nameEn: string): string | null =>
  NAMED_COLOURS.find(([pattern]) => pattern.test(nameEn))?.[1] ?? null
