import type { ReactNode } from 'react'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'

/**
 * A home section's title with its "See all" link to the full listing. The link is named with the
 * section ("See all Offers"), so a list of the page's links still says where each leads.
 */
export function SectionHeading({
  id,
  title,
  href,
  children,
}: {
  id: string
  title: string
  /** The listing, as an English path; the link goes to it in the page's language. */
  href: string
  /** Shown under the title (the offers' countdown). */
  children?: ReactNode
}) {
  const t = useT(catalogueMessages)
  return (
    <>
      <header className="shop-section-head">
        <h2 id={id}>{title}</h2>
        <ShopLink to={href} className="shop-see-all">
          {t('seeAll')}
          <span className="matjar-visually-hidden"> {title}</span>
        </ShopLink>
      </header>
      {children}
    </>
  )
}
