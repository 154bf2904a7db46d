import type { ImageRendition, Picture } from './image.ts'

/** The densest screens in use draw a CSS pixel with 3 device pixels. */
const DENSEST_SCREEN = 3

/** Formats every browser in use reads (WebP since Safari 14, 2020). */
const MODERN_TYPES: readonly string[] = ['image/avif', 'image/webp']

/**
 * The picture with only the renditions a page can pick when it draws it at most `drawnWidth`
 * CSS pixels wide: in each format, the widths up to the first that covers it on the densest
 * screens (3×). When AVIF or WebP renditions are offered, those in the original's format are
 * left out: every browser in use reads WebP, and the `<img src>` (`url`) stays for any other.
 *
 * For what a page sends: a home page of forty pictures carries a third of the renditions in its
 * markup and its data, and the browser picks the same file as with them all.
 */
export function fitImage(image: Picture, drawnWidth: number): Picture {
  if (!image.renditions) return image
  const hasModern = image.renditions.some((r) => MODERN_TYPES.includes(r.type))
  const needed = drawnWidth * DENSEST_SCREEN
  const byType = new Map<string, ImageRendition[]>()
  for (const rendition of image.renditions) {
    if (hasModern && !MODERN_TYPES.includes(rendition.type)) continue
    byType.set(rendition.type, [...(byType.get(rendition.type) ?? []), rendition])
  }
  const renditions = [...byType.values()].flatMap((list) => {
    const sorted = [...list].sort((a, b) => a.width - b.width)
    const covering = sorted.findIndex((r) => r.width >= needed)
    return covering === -1 ? sorted : sorted.slice(0, covering + 1)
  })
  return { ...image, renditions }
}
