import { clsx } from 'clsx'
import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

/** One rendition of a picture: the same picture at `width` pixels, in `type`. */
export interface ImageRenditionSource {
  url: string
  width: number
  type: string
}

/**
 * A picture as the Storefront API gives it (`Image` of `@matjar/core`): where it is, its text
 * alternative, its size and its renditions. Only `url` is needed.
 */
export interface ImageSource {
  url: string
  alt?: string
  width?: number
  height?: number
  renditions?: readonly ImageRenditionSource[]
}

export interface ImageProps {
  image: ImageSource
  /**
   * How wide the picture is drawn, as the `sizes` attribute: `(min-width: 64rem) 16rem, 45vw`.
   * The browser picks the smallest rendition that covers it at the screen's density.
   */
  sizes: string
  /**
   * The page's largest picture, its LCP (a product page's main photo, the home's first banner):
   * fetched first (`fetchpriority="high"`) and at once. Give it to one image per page.
   */
  priority?: boolean
  /**
   * `lazy` (the default, unless `priority`): fetched when scrolled near, for pictures below the
   * first screen. `eager` for pictures on the first screen that are not the LCP.
   */
  loading?: 'lazy' | 'eager'
  /** Overrides the picture's own text; `''` for a picture the text beside it already names. */
  alt?: string
  /**
   * The box's shape when the picture does not say its size (`width` and `height` are always
   * set, so the page never shifts when it arrives). Square unless given.
   */
  fallbackSize?: { width: number; height: number }
  /** Resolves the picture's addresses, e.g. a path on the API host to an absolute URL. */
  resolveUrl?: (url: string) => string
  className?: string
  style?: CSSProperties
  draggable?: boolean
}

/** Renditions grouped by format, each as a `srcset` (narrowest first). */
const srcsetsOf = (
  renditions: readonly ImageRenditionSource[],
  resolve: (url: string) => string,
) => {
  const byType = new Map<string, ImageRenditionSource[]>()
  for (const rendition of renditions) {
    const list = byType.get(rendition.type) ?? []
    list.push(rendition)
    byType.set(rendition.type, list)
  }
  return [...byType].map(([type, list]) => ({
    type,
    srcset: list
      .sort((a, b) => a.width - b.width)
      .map((r) => `${resolve(r.url)} ${r.width}w`)
      .join(', '),
  }))
}

/** Modern formats first: the browser takes the first `<source>` whose type it reads. */
const MODERN = ['image/avif', 'image/webp']

const same = (url: string) => url

/**
 * A responsive picture: a `<picture>` whose sources offer AVIF and WebP at every width, over an
 * `<img>` in the picture's own format. `width` and `height` are always set (the box is reserved
 * before the bytes come), the box shows a neutral colour until they do, pictures load lazily
 * unless told otherwise, and the one `priority` picture is fetched first.
 */
export function Image({
  image,
  sizes,
  priority = false,
  loading,
  alt,
  fallbackSize = { width: 1, height: 1 },
  resolveUrl = same,
  className,
  style,
  draggable,
}: ImageProps) {
  const width = image.width ?? fallbackSize.width
  const height = image.height ?? fallbackSize.height
  const sets = srcsetsOf(image.renditions ?? [], resolveUrl)
  const modern = MODERN.flatMap((type) => sets.filter((set) => set.type === type))
  // The <img>'s own srcset: the renditions in the format of `url` (the original's), if any.
  const own = sets.find((set) => !MODERN.includes(set.type))
  if (priority) {
    // The page's largest picture is asked for from the document's head, ahead of the scripts: in
    // the most modern format offered (a browser that cannot read it skips the hint), at the width
    // the <source> will choose, so the picture reuses the same download.
    const first = modern[0] ?? own
    preload(resolveUrl(image.url), {
      as: 'image',
      fetchPriority: 'high',
      ...(first ? { imageSrcSet: first.srcset, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
      ...(modern[0] ? { type: modern[0].type } : {}),
    })
  }
  return (
    <picture className={clsx('matjar-image', className)} style={style}>
      {modern.map((set) => (
        <source key={set.type} type={set.type} srcSet={set.srcset} sizes={sizes} />
      ))}
      <img
        src={resolveUrl(image.url)}
        {...(own ? { srcSet: own.srcset, sizes } : {})}
        alt={alt ?? image.alt ?? ''}
        width={width}
        height={height}
        // The box keeps the shape it was promised even if the bytes that come differ from it.
        style={{ aspectRatio: `${width} / ${height}` }}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        {...(priority ? {} : { decoding: 'async' as const })}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        {...(draggable === undefined ? {} : { draggable })}
      />
    </picture>
  )
}
