'use client'

import type { Language } from '@matjar/core'
import { clsx } from 'clsx'
import type { HTMLAttributes, ReactNode } from 'react'
import { Image, type ImageSource } from './Image.tsx'
import { HeartIcon } from './icons.tsx'
import { Anchor } from './link.tsx'
import { StarRating } from './StarRating.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

/**
 * The parts of a product card, for a card of your own layout: put them in `ProductCardRoot` in
 * any order, leave some out, add your own between them. `ProductCard` is these parts in the usual
 * order. They are separate exports (no `ProductCard.Name`), so React Server Components can use
 * them too.
 */
export interface ProductCardRootProps extends HTMLAttributes<HTMLElement> {
  /** The product is on offer (`data-on-offer`, for your styles). */
  onOffer?: boolean
  /** The product is on the wishlist (`data-wishlisted`). */
  wishlisted?: boolean
}

/** The card itself: an `<article>` as wide as `--matjar-product-card-width` (its cell by default). */
export function ProductCardRoot({ onOffer, wishlisted, className, ...rest }: ProductCardRootProps) {
  return (
    <article
      {...rest}
      className={clsx('matjar-product-card', className)}
      data-on-offer={onOffer ? '' : undefined}
      data-wishlisted={wishlisted ? '' : undefined}
    />
  )
}

export interface ProductCardMediaProps {
  /** The API's picture (with its size and renditions), or just `{ src, alt }`. */
  image?: ImageSource | { src: string; alt?: string } | null
  /** How wide the picture is drawn (`sizes`); a card in a 2-column phone grid by default. */
  sizes?: string
  /** This picture is the page's LCP (the first card of a listing on a phone). */
  priority?: boolean
  loading?: 'lazy' | 'eager'
  /** Drawn over the picture: a `ProductCardBadge`, a `ProductCardHeart` … */
  children?: ReactNode
}

/** The square picture, with whatever sits over it. */
export function ProductCardMedia({
  image,
  sizes = '(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 45vw',
  priority = false,
  loading,
  children,
}: ProductCardMediaProps) {
  return (
    <div className="matjar-product-card-media">
      {image ? (
        <Image
          image={'src' in image ? { url: image.src, alt: image.alt ?? '' } : image}
          sizes={sizes}
          priority={priority}
          {...(loading ? { loading } : {})}
        />
      ) : null}
      {children}
    </div>
  )
}

/** A label over the picture's start corner, such as the offer's "-20%". */
export function ProductCardBadge({ children }: { children: ReactNode }) {
  return <span className="matjar-product-card-badge">{children}</span>
}

export interface ProductCardHeartProps {
  /** The product's name, read with the button ("Add to wishlist: Dallah"). */
  name: string
  pressed: boolean
  onToggle: () => void
  language?: Language
}

/** The wishlist heart, over the picture's end corner. */
export function ProductCardHeart({ name, pressed, onToggle, language }: ProductCardHeartProps) {
  const t = useMessages(uiMessages, language)
  return (
    <button
      type="button"
      className="matjar-product-card-heart"
      aria-pressed={pressed}
      aria-label={`${t('product.wishlist')}: ${name}`}
      data-state={pressed ? 'on' : 'off'}
      onClick={onToggle}
    >
      <HeartIcon />
    </button>
  )
}

/** The product's name as the link to its page; it takes the card's spare height. */
export function ProductCardName({
  href,
  headingLevel = 3,
  children,
}: {
  href: string
  headingLevel?: 2 | 3 | 4
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <Heading className="matjar-product-card-name">
      <Anchor href={href}>{children}</Anchor>
    </Heading>
  )
}

/** The stars; the row is kept without them, so rated and unrated cards line up. */
export function ProductCardRating({ value, language }: { value?: number; language?: Language }) {
  return (
    <div className="matjar-product-card-rating">
      {value !== undefined ? <StarRating value={value} language={language} /> : null}
    </div>
  )
}

/** A line under the price, such as the wholesale price ("SAR 72.00 from 6"). */
export function ProductCardNote({ children }: { children: ReactNode }) {
  return <p className="matjar-product-card-note">{children}</p>
}

/** The add-to-cart button ("Add to cart" in the card's language unless you give a label). */
export function ProductCardAddButton({
  onClick,
  language,
  children,
}: {
  onClick: () => void
  language?: Language
  children?: ReactNode
}) {
  const t = useMessages(uiMessages, language)
  return (
    <button
      type="button"
      className="matjar-button"
      data-size="sm"
      data-variant="primary"
      onClick={onClick}
    >
      {children ?? t('product.addToCart')}
    </button>
  )
}
