'use client'

import type { Language, Money } from '@matjar/core'
import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { Image, type ImageSource } from './Image.tsx'
import { HeartIcon } from './icons.tsx'
import { Anchor } from './link.tsx'
import { Price } from './Price.tsx'
import { StarRating } from './StarRating.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface ProductCardProps {
  name: string
  href: string
  /**
   * The product's picture: the API's image (with its size and renditions) or, as before, just
   * `{ src, alt }`.
   */
  image?: ImageSource | { src: string; alt?: string }
  /** How wide the picture is drawn (`sizes`); a card in a 2-column phone grid by default. */
  imageSizes?: string
  /** This card's picture is the page's LCP (the first card of a listing on a phone). */
  imagePriority?: boolean
  /** `eager` for cards on the first screen; `lazy` (default) below it. */
  imageLoading?: 'lazy' | 'eager'
  price: Money
  priceBefore?: Money | null
  discountText?: string | null
  /** 1 to 5 stars; left out: no stars shown. */
  rating?: number
  /** On the wishlist (`is_fav`): the heart is pressed. */
  wishlisted?: boolean
  onWishlistToggle?: () => void
  onAddToCart?: () => void
  /** Shown instead of the add button (a quantity stepper once in the cart, "Out of stock" …). */
  action?: ReactNode
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** A product in a grid: image, name (the link), stars, price, wishlist heart and add-to-cart. */
export function ProductCard({
  name,
  href,
  image,
  imageSizes = '(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 45vw',
  imagePriority = false,
  imageLoading,
  price,
  priceBefore,
  discountText,
  rating,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  action,
  language,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const t = useMessages(uiMessages, language)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={clsx('matjar-product-card', className)}
      data-on-offer={priceBefore ? '' : undefined}
      data-wishlisted={wishlisted ? '' : undefined}
    >
      <div className="matjar-product-card-media">
        {image ? (
          <Image
            image={'src' in image ? { url: image.src, alt: image.alt ?? '' } : image}
            sizes={imageSizes}
            priority={imagePriority}
            {...(imageLoading ? { loading: imageLoading } : {})}
          />
        ) : null}
        {discountText ? <span className="matjar-product-card-badge">{discountText}</span> : null}
        {onWishlistToggle ? (
          <button
            type="button"
            className="matjar-product-card-heart"
            aria-pressed={wishlisted}
            aria-label={`${t('product.wishlist')}: ${name}`}
            data-state={wishlisted ? 'on' : 'off'}
            onClick={onWishlistToggle}
          >
            <HeartIcon />
          </button>
        ) : null}
      </div>
      <Heading className="matjar-product-card-name">
        <Anchor href={href}>{name}</Anchor>
      </Heading>
      {rating !== undefined ? <StarRating value={rating} language={language} /> : null}
      <Price price={price} priceBefore={priceBefore} language={language} />
      {action ??
        (onAddToCart ? (
          <button
            type="button"
            className="matjar-button"
            data-size="sm"
            data-variant="primary"
            onClick={onAddToCart}
          >
            {t('product.addToCart')}
          </button>
        ) : null)}
    </article>
  )
}
