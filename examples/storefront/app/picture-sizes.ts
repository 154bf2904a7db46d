import { fitImage, type Picture } from '@matjar/core'

/**
 * How wide the shop draws its pictures: `sizes` for the browser's pick, and `widest`, the most
 * CSS pixels that rule ever gives, for `fitImage` in the pages' loaders (a page sends only the
 * renditions it can use). Change the two together.
 */
export const PICTURE_SIZES = {
  /** Banners fill the page's width: the screen less its margins, the 72rem column on a desktop. */
  banner: { sizes: '(min-width: 72rem) 69rem, calc(100vw - 3rem)', widest: 1104 },
  /** The home's category tiles: three across a phone, 18% of a tablet, 12rem on a desktop. */
  categoryTile: {
    sizes: '(min-width: 72rem) 12rem, (min-width: 40rem) 18vw, calc(33vw - 1.5rem)',
    // 18vw just under 72rem.
    widest: 208,
  },
  /** A home row's card is 11.5rem wide (`--matjar-scroll-row-item`), its picture that less its padding. */
  rowCard: { sizes: '10.5rem', widest: 168 },
  /** A brand's logo in the home's strip. */
  brandLogo: { sizes: '8rem', widest: 128 },
  /** Blog cards of at least 16rem, as many as fit in 48rem (the blog) or 72rem (the home). */
  blogCover: {
    sizes: '(min-width: 48rem) 22rem, calc(100vw - 5rem)',
    // 100vw - 5rem just under 48rem.
    widest: 688,
  },
  /**
   * A grid card's picture (listings, similar products, the wishlist): half the phone's width less
   * the page's and the card's padding, three or four columns on a tablet, about 15rem on a
   * desktop (the page is at most 72rem). Too wide a guess makes a phone at 1.75 device pixels per
   * pixel take twice the pixels.
   */
  gridCard: {
    sizes: '(min-width: 72rem) 15rem, (min-width: 36rem) 30vw, calc(50vw - 2.75rem)',
    // 30vw just under 72rem.
    widest: 346,
  },
  /** The product's main picture spans the gallery: the page's width on a phone, 2/5 of 72rem on a desktop. */
  galleryMain: {
    sizes: '(min-width: 72rem) 27rem, (min-width: 48rem) 38vw, calc(100vw - 3rem)',
    // 100vw - 3rem just under 48rem.
    widest: 720,
  },
  /** The gallery's other views, as thumbnails beside the main picture (same files as the main). */
  galleryThumb: { sizes: '(min-width: 72rem) 6.5rem, (min-width: 48rem) 9vw, 22vw' },
} as const

/** Product cards with their pictures fitted to a card drawn at most `widest` pixels wide. */
export const fitCards = <Card extends { image: Picture | null }>(
  cards: readonly Card[],
  widest: number,
): Card[] => cards.map((card) => ({ ...card, image: card.image && fitImage(card.image, widest) }))
