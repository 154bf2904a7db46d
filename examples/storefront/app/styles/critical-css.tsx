import { createContext, useContext } from 'react'

/** The shop's stylesheets (the theme, the shop's frame and its public pages), given by the server's entry. */
export const CriticalCssContext = createContext<string | null>(null)

const ID = 'shop-css'

/**
 * The stylesheets every page needs, written into the page's `<head>` by the server: the first
 * paint waits for no stylesheet request (about 8 KiB gzip in each page). In the browser the
 * server's text is taken from the page as it is, so hydration finds the same element and the
 * JavaScript never carries the CSS.
 */
export function CriticalCss() {
  const fromServer = useContext(CriticalCssContext)
  const css =
    fromServer ??
    (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? ''))
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own stylesheets, built with it.
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />
}
