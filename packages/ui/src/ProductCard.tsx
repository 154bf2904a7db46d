import type { Language, Money } from '@matjar/core'
import type { ReactNode } from 'react'
import type { ImageSource } from './Image.tsx'
import { Price } from './Price.tsx'
import {
  ProductCardAddButton,
  ProductCardBadge,
  ProductCardHeart,
  ProductCardMedia,
  ProductCardName,
  ProductCardNote,
  ProductCardRating,
  ProductCardRoot,
} from './product-card-parts.tsx'

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
  /** A line under the price, such as the wholesale price ("SAR 72.00 from 6"). */
  note?: ReactNode
  /** Shown instead of the add button (a quantity stepper once in the cart, "Out of stock" …). */
  action?: ReactNode
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * A product in a grid: image, name (the link), stars, price, a note, wishlist heart and
 * add-to-cart. In a grid row the cards' stars, prices and buttons line up. It fills its grid cell;
 * `--matjar-product-card-width` sets another width. For another layout, build the card from its
 * parts (`ProductCardRoot`, `ProductCardMedia`, `ProductCardName` …).
 */
export function ProductCard({
  name,
  href,
  image,
  imageSizes,
  imagePriority = false,
  imageLoading,
  price,
  priceBefore,
  discountText,
  rating,
  note,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  action,
  language,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  return (
    <ProductCardRoot onOffer={Boolean(priceBefore)} wishlisted={wishlisted} className={className}>
      <ProductCardMedia
        image={image}
        priority={imagePriority}
        {...(imageSizes ? { sizes: imageSizes } : {})}
        {...(imageLoading ? { loading: imageLoading } : {})}
      >
        {discountText ? <ProductCardBadge>{discountText}</ProductCardBadge> : null}
        {onWishlistToggle ? (
          <ProductCardHeart
            name={name}
            pressed={wishlisted}
            onToggle={onWishlistToggle}
            language={language}
          />
        ) : null}
      </ProductCardMedia>
      <ProductCardName href={href} headingLevel={headingLevel}>
        {name}
      </ProductCardName>
      <ProductCardRating value={rating} language={language} />
      <Price price={price} priceBefore={priceBefore} language={language} />
      {note ? <ProductCardNote>{note}</ProductCardNote> : null}
      {action ??
        (onAddToCart ? <ProductCardAddButton onClick={onAddToCart} language={language} /> : null)}
    </ProductCardRoot>
  )
}
