import { describe, expect, it } from 'vitest'
import { fitImage } from './fit-image.ts'
import type { Picture } from './image.ts'

const WIDTHS = [160, 320, 640, 960, 1200]
const TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
] as const

const photo: Picture = {
  url: '/media/ab/1200.jpg',
  alt: 'Coffee beans',
  width: 1200,
  height: 1200,
  renditions: TYPES.flatMap(([ext, type]) =>
    WIDTHS.map((width) => ({ url: `/media/ab/${width}.${ext}`, width, type })),
  ),
}

const urls = (image: Picture) => image.renditions?.map((r) => r.url)

describe('fitImage', () => {
  it('keeps, per modern format, the widths up to the first that covers a 3× screen', () => {
    // Drawn 168 px wide: 504 device pixels at 3×, covered by 640.
    expect(urls(fitImage(photo, 168))).toEqual([
      '/media/ab/160.avif',
      '/media/ab/320.avif',
      '/media/ab/640.avif',
      '/media/ab/160.webp',
      '/media/ab/320.webp',
      '/media/ab/640.webp',
    ])
  })

  it('keeps every width when none covers the drawn size, and the picture’s own URL, text and size', () => {
    const fitted = fitImage(photo, 1104)
    expect(fitted.renditions?.map((r) => r.width)).toEqual([...WIDTHS, ...WIDTHS])
    expect(fitted).toMatchObject({ url: photo.url, alt: photo.alt, width: 1200, height: 1200 })
  })

  it('keeps the original’s format when it is the only one offered', () => {
    const jpegOnly: Picture = {
      ...photo,
      renditions: photo.renditions?.filter((r) => r.type === 'image/jpeg'),
    }
    expect(urls(fitImage(jpegOnly, 100))).toEqual(['/media/ab/160.jpg', '/media/ab/320.jpg'])
  })

  it('leaves a picture without renditions as it is', () => {
    const plain: Picture = { url: '/p/41.jpg', alt: 'Coffee beans' }
    expect(fitImage(plain, 200)).toBe(plain)
  })
})
