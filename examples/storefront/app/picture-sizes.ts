/**
 * How wide the home page draws its pictures (the blog list shares its cards): `sizes` for the
 * browser's pick, and `widest`, the most CSS pixels that rule ever gives, for `fitImage` in the
 * home's loader (a page sends only the renditions it can use). Change the two together.
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
} as const
