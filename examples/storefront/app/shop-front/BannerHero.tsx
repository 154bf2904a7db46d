import type { HomeSection } from '@matjar/core'
import { Image, ScrollRow } from '@matjar/ui'
import { ShopLink } from '../components/ShopLink.tsx'
import { PICTURE_SIZES } from '../picture-sizes.ts'

type Slides = Extract<HomeSection, { type: 'banners' }>['slides']

/**
 * The shop's banners, one screen-wide slide after another, each a link to its listing or
 * product. The first is the page's largest picture: fetched first, at once; the others wait
 * until they are scrolled near.
 */
export function BannerHero({ slides, label }: { slides: Slides; label: string }) {
  return (
    <ScrollRow label={label} className="shop-banners">
      {slides.map((slide, index) => (
        <ShopLink key={slide.image.url} to={slide.link ?? '/products'} className="shop-banner">
          <Image image={slide.image} sizes={PICTURE_SIZES.banner.sizes} priority={index === 0} />
          {slide.title ? <span className="shop-banner-title">{slide.title}</span> : null}
        </ShopLink>
      ))}
    </ScrollRow>
  )
}
