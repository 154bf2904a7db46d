import { type Language, languageOfPath, pathInLanguage } from '@matjar/core'
import { type AnchorHTMLAttributes, forwardRef, useCallback } from 'react'
import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from 'react-router'

/** The language of the page shown: its address says it (`/ar/…` Arabic). */
const usePageLanguage = (): Language => languageOfPath(useLocation().pathname)

/**
 * A shop path (written as in English, `/product/7`) at its address in the page's language
 * (`/ar/product/7` on an Arabic page): for links, forms and navigations inside the shop.
 */
export const useShopPath = () => {
  const language = usePageLanguage()
  return useCallback((path: string) => pathInLanguage(path, language), [language])
}

type ShopLinkProps = Omit<LinkProps, 'to'> & { to: string }

/**
 * A link inside the shop: a client navigation (the loading bar shows, the page does not reload),
 * to the page in the language shown. `to` is the English path.
 */
export const ShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(function ShopLink(
  { to, ...props },
  ref,
) {
  const shopPath = useShopPath()
  return <Link ref={ref} to={shopPath(to)} {...props} />
})

type ShopNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string }

/** `ShopLink` that knows when it is the current page (`aria-current`, an active class). */
export const ShopNavLink = forwardRef<HTMLAnchorElement, ShopNavLinkProps>(function ShopNavLink(
  { to, ...props },
  ref,
) {
  const shopPath = useShopPath()
  return <NavLink ref={ref} to={shopPath(to)} {...props} />
})

/**
 * @matjar/ui's links (a product card's name, pagination) as the shop's own: client navigations
 * to the page in the language shown, prefetched when the shopper shows intent (hover, focus).
 */
export function ShopAnchor({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const shopPath = useShopPath()
  return <Link to={href.startsWith('/') ? shopPath(href) : href} prefetch="intent" {...props} />
}
