import { describe, expect, it } from 'vitest'
import { imageSchema } from './image.ts'

const failedPaths = (value: unknown) =>
  imageSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('images', () => {
  it('accepts a URL and its text alone, as before sizes and renditions', () => {
    expect(imageSchema.parse({ url: '/p/41.jpg', alt: 'Coffee beans' })).toEqual({
      url: '/p/41.jpg',
      alt: 'Coffee beans',
    })
  })

  it('accepts the size and the renditions a page picks from', () => {
    const image = imageSchema.parse({
      url: '/media/ab/1200.jpg',
      alt: 'Coffee beans',
      width: 1200,
      height: 1200,
      renditions: [
        { url: '/media/ab/320.avif', width: 320, type: 'image/avif' },
        { url: '/media/ab/320.webp', width: 320, type: 'image/webp' },
        { url: '/media/ab/320.jpg', width: 320, type: 'image/jpeg' },
      ],
    })
    expect(image.renditions?.map((r) => r.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
  })

  it('rejects a size of zero, a rendition without a width and a format browsers do not take', () => {
    expect(
      failedPaths({
        url: '/a.jpg',
        alt: '',
        width: 0,
        height: 1.5,
        renditions: [
          { url: '/a-1.jpg', type: 'image/jpeg' },
          { url: '/a.gif', width: 10, type: 'image/gif' },
        ],
      }),
    ).toEqual(['width', 'height', 'renditions.0.width', 'renditions.1.type'])
  })
})
