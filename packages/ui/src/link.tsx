'use client'

import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react'

/** What a link of the components is given: an anchor's attributes, `href` always. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/** Renders the components' links: your router's link (client navigation, prefetching …). */
export type LinkComponent = (props: LinkProps) => ReactNode

const LinkContext = createContext<LinkComponent | null>(null)

/**
 * Makes every link the components render (a product card's name, …) go through your router:
 * `<LinkProvider component={({ href, ...props }) => <Link to={href} {...props} />}>`. Without
 * it they are plain anchors, and each click loads a page.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent
  children: ReactNode
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>
}

/** A link as the app renders links: its `LinkProvider` component, or a plain anchor. */
export function Anchor(props: LinkProps) {
  const Component = useContext(LinkContext)
  return Component ? <Component {...props} /> : <a {...props} />
}
