import type { Picture } from '@matjar/core/contract'
import { FORMATS, formatsOffered, widthsOffered } from './renditions.ts'
import type { OriginalType } from './schema.ts'

/** What the catalogue reads of a stored picture to name its renditions (never its bytes). */
export interface PictureRef {
  key: string
  width: number
  height: number
  type: OriginalType
}

/** Where a rendition is served: `/media/{key}/{width}.{format}`, the same forever. */
const renditionPath = (key: string, width: number, format: string) =>
  `/media/${key}/${width}.${format}`

/**
 * A stored picture as the contract gives it: its size, its text alternative, and every
 * rendition (AVIF, WebP and its own format at each width offered). `url` is its own format at
 * the largest width: what a plain `<img src>` shows.
 */
export function toImage(picture: PictureRef, alt: string): Picture {
  const widths = widthsOffered(picture.width)
  const formats = formatsOffered(picture.type)
  const largest = widths.at(-1)!
  return {
    url: renditionPath(picture.key, largest, formats.at(-1)!),
    alt,
    width: picture.width,
    height: picture.height,
    renditions: formats.flatMap((format) =>
      widths.map((width) => ({
        url: renditionPath(picture.key, width, format),
        width,
        type: FORMATS[format],
      })),
    ),
  }
}

/** `toImage`, or null for a subject without a picture. */
export const toImageOrNull = (
  picture: PictureRef | null | undefined,
  alt: string,
): Picture | null => (picture ? toImage(picture, alt) : null)

/**
 * One address for a small picture (an order line's): its own format at the first width of at
 * least 320 pixels offered, for places that take a single URL.
 */
export const smallImageUrl = (picture: PictureRef): string => {
  const widths = widthsOffered(picture.width)
  const width = widths.find((w) => w >= 320) ?? widths.at(-1)!
  return renditionPath(picture.key, width, formatsOffered(picture.type).at(-1)!)
}
