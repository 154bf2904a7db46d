import { createMemoryCookieJar, createPreferences, directionOf } from '@matjar/core'
import { StorefrontProvider, useShopActors } from '@matjar/react'
import { LinkProvider, ToastRegion } from '@matjar/ui'
import { useState } from 'react'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'
import { apiUrl } from './api.server.js'
import { Header } from './components/Header.jsx'
import { useLanguage } from './shop.js'
import { Trouble } from './views/Trouble.jsx'
// The components' styles and colours (light and dark), then the page's own layout.
import '@matjar/ui/theme.css'
import './shop.css'

export const links = () => [{ rel: 'icon', href: 'data:,' }]

// On the server, for every request: where the API answers, and light or dark from the cookie the
// provider writes, so the first byte of the page is already in the shopper's colours.
export function loader({ request }) {
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  return { apiUrl, colorMode: createPreferences({ cookies }).getState().colorMode }
}

export function Layout({ children }) {
  const language = useLanguage()
  const colorMode = useRouteLoaderData('root')?.colorMode ?? 'light'
  // `<html>` as the server rendered it, kept: after hydration the provider's preferences are the
  // one writer of `lang`, `dir` and `data-color-mode` (React writing them again would be a second).
  const [served] = useState(() => ({ language, colorMode }))
  return (
    <html
      lang={served.language}
      dir={directionOf(served.language)}
      data-color-mode={served.colorMode}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's own parts (scrollbars, the native selects of the filters) follow too. */}
        <meta name="color-scheme" content={colorMode} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** The links inside the SDK's components (product cards, pagination) navigate in the page. */
const RouterLink = ({ href, ...props }) => <Link to={href} {...props} />

export default function App() {
  const { apiUrl, colorMode } = useLoaderData()
  return (
    <StorefrontProvider apiUrl={apiUrl} language={useLanguage()} colorMode={colorMode}>
      <LinkProvider component={RouterLink}>
        <Header />
        <main className="page">
          <Outlet />
        </main>
        <Toasts />
      </LinkProvider>
    </StorefrontProvider>
  )
}

/** The provider's toasts ("Not enough stock available" …), shown by the UI package's region. */
function Toasts() {
  const { toasts } = useShopActors()
  return <ToastRegion actor={toasts} />
}

/**
 * A page that could not be made: the API not answering (503, from `served`), a page that is not
 * there (404) or anything else, said in the page's language with a way to try again, instead of
 * React Router's bare "Application Error".
 */
export function ErrorBoundary({ error }) {
  const language = useLanguage()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="page">
      <Trouble language={language} offline={status === 503} missing={status === 404} />
    </main>
  )
}
