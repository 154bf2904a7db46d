import type { HomeSection as Section } from '@matjar/core'
import { OfferCountdown } from '../components/OfferCountdown.tsx'
import { BlogCard } from '../content/BlogCard.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { PICTURE_SIZES } from '../picture-sizes.ts'
import { BannerHero } from './BannerHero.tsx'
import { BrandStrip } from './BrandStrip.tsx'
import { CategoryTiles } from './CategoryTiles.tsx'
import { ProductRow } from './ProductRow.tsx'
import { SectionHeading } from './SectionHeading.tsx'

type ProductKind = Extract<Section, { type: 'products' }>['kind']

/** Where each row's "See all" leads: the listing that shows the same products in the same order. */
const ROW_LISTING: Record<ProductKind, string> = {
  offers: '/offers',
  new: '/products',
  best_sellers: '/products?sort=best_sellers',
  wholesale: '/wholesale',
}

/** The soonest end among the offers shown: what the section's countdown counts down to. */
const soonestEnd = (ends: (string | null)[]) =>
  ends
    .filter((end): end is string => end !== null && Date.parse(end) > 0)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0]

/** One section of the home page, as the API arranged them, with its "See all" link. */
export function HomeSection({ section, index }: { section: Section; index: number }) {
  const t = useT(catalogueMessages)
  const id = `home-section-${index}`
  switch (section.type) {
    case 'banners':
      return section.slides.length > 0 ? (
        <section className="shop-home-hero" aria-label={t('banners')}>
          <BannerHero slides={section.slides} label={t('banners')} />
        </section>
      ) : null
    case 'categories':
      return (
        <section className="shop-home-section" aria-labelledby={id} data-section="categories">
          <SectionHeading id={id} title={section.title} href="/categories" />
          <CategoryTiles categories={section.items} sizes={PICTURE_SIZES.categoryTile.sizes} />
        </section>
      )
    case 'products': {
      const ends =
        section.kind === 'offers'
          ? soonestEnd(section.items.map((p) => p.offer_ends_at))
          : undefined
      return (
        <section className="shop-home-section" aria-labelledby={id} data-section={section.kind}>
          <SectionHeading id={id} title={section.title} href={ROW_LISTING[section.kind]}>
            {ends ? <OfferCountdown endsAt={ends} /> : null}
          </SectionHeading>
          <ProductRow products={section.items} label={section.title} />
        </section>
      )
    }
    case 'brands':
      return (
        <section className="shop-home-section" aria-labelledby={id} data-section="brands">
          <SectionHeading id={id} title={section.title} href="/brands" />
          <BrandStrip brands={section.items} label={section.title} />
        </section>
      )
    case 'blogs':
      return (
        <section className="shop-home-section" aria-labelledby={id} data-section="blogs">
          <SectionHeading id={id} title={section.title} href="/blogs" />
          <ul className="shop-blog-list">
            {section.items.map((post) => (
              <BlogCard key={post.slug} post={post} headingLevel={3} />
            ))}
          </ul>
        </section>
      )
  }
}
