import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test/axe.ts'
import { Image, type ImageSource } from './Image.tsx'
import { ProductCard } from './ProductCard.tsx'

afterEach(cleanup)

const widths = [160, 320, 640, 1200]
const dallah: ImageSource = {
  url: '/media/ab/1200.jpg',
  alt: 'Brass dallah',
  width: 1200,
  height: 900,
  renditions: ['avif', 'webp', 'jpg'].flatMap((format) =>
    // Out of order on purpose: the srcset lists them narrowest first.
    [...widths].reverse().map((width) => ({
      url: `/media/ab/${width}.${format}`,
      width,
      type: format === 'jpg' ? 'image/jpeg' : `image/${format}`,
    })),
  ),
}

const parts = (container: HTMLElement) => ({
  sources: [...container.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  })),
  img: container.querySelector('img')!,
})

describe('Image', () => {
  it('offers AVIF, then WebP, at every width, over the picture in its own format', async () => {
    const { container } = render(<Image image={dallah} sizes="(min-width: 64rem) 30rem, 90vw" />)
    const { sources, img } = parts(container)
    const srcset = (format: string) =>
      widths.map((w) => `/media/ab/${w}.${format} ${w}w`).join(', ')
    expect(sources).toEqual([
      { type: 'image/avif', srcset: srcset('avif'), sizes: '(min-width: 64rem) 30rem, 90vw' },
      { type: 'image/webp', srcset: srcset('webp'), sizes: '(min-width: 64rem) 30rem, 90vw' },
    ])
    expect(img.getAttribute('src')).toBe('/media/ab/1200.jpg')
    expect(img.getAttribute('srcset')).toBe(srcset('jpg'))
    expect(img.getAttribute('alt')).toBe('Brass dallah')
    expect(await axeViolations(container)).toEqual([])
  })

  it('always sets width and height, from the picture or the shape it is given', () => {
    const { container, rerender } = render(<Image image={dallah} sizes="50vw" />)
    expect([
      parts(container).img.getAttribute('width'),
      parts(container).img.getAttribute('height'),
    ]).toEqual(['1200', '900'])
    rerender(
      <Image
        image={{ url: '/p.jpg', alt: '' }}
        sizes="50vw"
        fallbackSize={{ width: 4, height: 3 }}
      />,
    )
    const { img, sources } = parts(container)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['4', '3'])
    expect(sources).toEqual([])
    expect(img.hasAttribute('srcset')).toBe(false)
  })

  it('loads lazily unless told, and fetches the one priority picture first', () => {
    const html = (element: React.ReactElement) => renderToString(element)
    const lazy = html(<Image image={dallah} sizes="50vw" />)
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).toContain('decoding="async"')
    // React writes the attribute as fetchPriority; HTML attribute names ignore case.
    expect(lazy).not.toMatch(/fetchpriority/i)
    const first = html(<Image image={dallah} sizes="100vw" priority />)
    expect(first).toContain('loading="eager"')
    expect(first).toMatch(/fetchpriority="high"/i)
    expect(html(<Image image={dallah} sizes="50vw" loading="eager" />)).toContain('loading="eager"')
  })

  it('asks for the priority picture from the head, ahead of the scripts, in the best format', () => {
    const page = (picture: React.ReactElement) =>
      renderToString(
        <html lang="en">
          <head>
            <title>Dallah</title>
            <link rel="modulepreload" href="/assets/app.js" />
          </head>
          <body>{picture}</body>
        </html>,
      )
    const document = page(<Image image={dallah} sizes="100vw" priority />)
    const head = document.slice(0, document.indexOf('</head>'))
    const hint = head.match(/<link rel="preload"[^>]*>/)?.[0] ?? ''
    expect(hint).toContain('as="image"')
    expect(hint).toContain('type="image/avif"')
    expect(hint).toMatch(/fetchpriority="high"/i)
    expect(hint).toMatch(/imagesrcset="\/media\/ab\/160\.avif 160w, [^"]*1200\.avif 1200w"/i)
    expect(hint).toMatch(/imagesizes="100vw"/i)
    expect(head.indexOf(hint)).toBeLessThan(head.indexOf('modulepreload'))
    // Pictures further down are not hinted: they would take the bandwidth from the first.
    expect(page(<Image image={dallah} sizes="50vw" />)).not.toContain('rel="preload"')
  })

  it('resolves its addresses, and takes an empty text for a decorative picture', () => {
    const { container } = render(
      <Image
        image={dallah}
        sizes="50vw"
        alt=""
        resolveUrl={(url) => `https://api.shop.example${url}`}
      />,
    )
    const { img, sources } = parts(container)
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('src')).toBe('https://api.shop.example/media/ab/1200.jpg')
    expect(sources[0]?.srcset?.startsWith('https://api.shop.example/media/ab/160.avif 160w')).toBe(
      true,
    )
  })
})

describe('ProductCard picture', () => {
  it('shows the API picture responsively, and still takes a bare src', () => {
    const { container, rerender } = render(
      <ProductCard name="Dallah" href="/product/7" image={dallah} price="40.00" imagePriority />,
    )
    expect(container.querySelectorAll('picture source')).toHaveLength(2)
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high')
    rerender(
      <ProductCard
        name="Dallah"
        href="/product/7"
        image={{ src: 'd.jpg', alt: 'D' }}
        price="40.00"
      />,
    )
    const img = container.querySelector('img')!
    expect([img.getAttribute('src'), img.getAttribute('loading')]).toEqual(['d.jpg', 'lazy'])
    expect(img.getAttribute('width')).toBe('1')
  })
})
