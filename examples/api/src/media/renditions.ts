import sharp, { type Sharp } from 'sharp'
import type { OriginalType } from './schema.ts'

/**
 * The widths renditions are made at: a phone's product card (2 columns) needs about 320 device
 * pixels, its product page 640, a desktop's hero 1280 to 1600. A picture is never enlarged: it
 * offers the widths below its own, and its own width (at most the largest) as the last.
 */
const RENDITION_WIDTHS = [160, 320, 640, 960, 1280, 1600] as const
const LARGEST = RENDITION_WIDTHS.at(-1)!

export const widthsOffered = (originalWidth: number): number[] => {
  const top = Math.min(originalWidth, LARGEST)
  return [...RENDITION_WIDTHS.filter((width) => width < top), top]
}

/** File extensions of the formats, and what each is served as. */
export const FORMATS = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const
export type RenditionFormat = keyof typeof FORMATS

const extensionOf = (type: OriginalType): RenditionFormat =>
  type === 'image/png'
    ? 'png'
    : type === 'image/jpeg'
      ? 'jpg'
      : type === 'image/webp'
        ? 'webp'
        : 'avif'

/**
 * The formats a picture is offered in, best first: AVIF, WebP, then its own format (JPEG for a
 * photograph, PNG for a logo) for the rare browser that reads neither.
 */
export const formatsOffered = (type: OriginalType): RenditionFormat[] => {
  const own = extensionOf(type)
  return own === 'avif' || own === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', own]
}

/**
 * Encoder settings. Chosen for a phone on a slow network: AVIF at quality 50 is about a third of
 * the JPEG's bytes for the same look; effort 2 keeps the first making of a rendition well under a
 * second on one core (effort 4 saves a few percent more and takes five times as long).
 * Changing any of them must change RENDITIONS_VERSION, which is part of every rendition's file name.
 */
export const RENDITIONS_VERSION = 'r1'

const encode: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
}

/**
 * One rendition of an original: resized to `width` (keeping its shape, sharpened a little as
 * downscaling softens), turned upright by its EXIF orientation, stripped of metadata (no camera
 * data or location leaves the shop), in `format`. The same bytes in give the same bytes out.
 */
export async function makeRendition(
  original: Buffer,
  width: number,
  format: RenditionFormat,
): Promise<Buffer> {
  const image = sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .sharpen({ sigma: 0.5 })
  return encode[format](
    format === 'jpg' ? image.flatten({ background: '#ffffff' }) : image,
  ).toBuffer()
}
