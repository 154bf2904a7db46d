import type { Language } from '@matjar/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { translateShopFront } from './shop-front-messages.ts'

/**
 * A home section's title with its "See all" link to the full listing. The link is named with the
 * section ("See all Offers"), so a list of the page's links still says where each leads.
 */
export function SectionHeading({
  id,
  title,
  href,
  language,
  children,
}: {
  id: string
  title: string
  href: string
  language: Language
  /** Shown under the title (the offers' countdown). */
  children?: ReactNode
}) {
  return (
    <>
      <header className="shop-section-head">
        <h2 id={id}>{title}</h2>
        <Link to={href} className="shop-see-all">
          {translateShopFront(language, 'seeAll')}
          <span className="matjar-visually-hidden"> {title}</span>
        </Link>
      </header>
      {children}
    </>
  )
}
