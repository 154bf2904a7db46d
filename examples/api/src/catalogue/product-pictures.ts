/**
 * The seed's generated product pictures (SVG, no files): every product has 3 to 5 views — the
 * first is the one cards show — and every colour of a product sold in colours has its own picture
 * in that colour. Real shops upload photos; these give the gallery and the image viewer something
 * to move between.
 */

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

export const viewUrlOf = (slug: string, view: number) =>
  view === 1 ? `/media/products/${slug}.svg` : `/media/products/${slug}-view-${view}.svg`

export const selectionImageUrlOf = (slug: string, selectionId: number) =>
  `/media/products/${slug}-in-${selectionId}.svg`

/** The views of a product, in the page's language: "Brass Dallah, side". */
export const productViews = (
  product: { id: number; slug: string },
  name: string,
  language: Language,
) =>
  Array.from({ length: viewCountOf(product.id) }, (_, i) => ({
    url: viewUrlOf(product.slug, i + 1),
    alt:
      i === 0
        ? name
        : translate(language, 'pictureView', {
            name,
            view: translate(language, VIEW_NAMES[i - 1]!),
          }),
  }))

/** A picture's request: a product's view (1 when absent) or one of its colours. */
export const parsePictureFile = (
  file: string,
): { slug: string; view: number } | { slug: string; selectionId: number } | null => {
  const match = /^([a-z0-9-]+?)(?:-view-([2-5])|-in-(\d{1,9}))?\.svg$/.exec(file)
  if (!match) return null
  const [, slug, view, selection] = match
  if (selection) return { slug: slug!, selectionId: Number(selection) }
  return { slug: slug!, view: view ? Number(view) : 1 }
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

/** The swatch of a colour selection, from its English name ("Emerald green" → green). */
export const colourOfSelection = (nameEn: string): string | null =>
  NAMED_COLOURS.find(([pattern]) => pattern.test(nameEn))?.[1] ?? null

const initialsOf = (nameEn: string) =>
  nameEn
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')

const ink = (background: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16))
  return (r! * 299 + g! * 587 + b! * 114) / 1000 > 160 ? '#2b2b2b' : '#ffffff'
}

/**
 * One picture: the product's colour (or the selection's), and a composition that differs per
 * view, so the views can be told apart.
 */
export function renderPicture(nameEn: string, colour: string, view: number): string {
  const text = ink(colour)
  const shapes = [
    '<circle cx="200" cy="200" r="120" fill="#ffffff" opacity="0.18"/>',
    '<rect x="110" y="80" width="180" height="240" rx="24" fill="#ffffff" opacity="0.18"/>',
    '<circle cx="200" cy="200" r="170" fill="#ffffff" opacity="0.12"/><circle cx="200" cy="200" r="70" fill="#ffffff" opacity="0.2"/>',
    '<ellipse cx="200" cy="300" rx="160" ry="40" fill="#000000" opacity="0.18"/><circle cx="200" cy="180" r="100" fill="#ffffff" opacity="0.18"/>',
    '<rect x="70" y="110" width="260" height="180" rx="8" fill="#ffffff" opacity="0.18"/><path d="M70 150h260" stroke="#ffffff" stroke-width="6" opacity="0.4"/>',
  ]
  const shape = shapes[(view - 1) % shapes.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${colour}"/>${shape}<text x="200" y="228" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="${text}">${initialsOf(nameEn)}</text><text x="376" y="380" font-family="sans-serif" font-size="22" text-anchor="end" fill="${text}" opacity="0.7">${view}</text></svg>`
}
