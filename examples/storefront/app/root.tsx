import { createBrowserStorage, directionOf } from '@matjar/core'
import { StorefrontProvider } from '@matjar/react'
import themeHref from '@matjar/ui/theme.css?url'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { apiFor } from './api.server.ts'
import { Footer } from './components/Footer.tsx'
import { Header } from './components/Header.tsx'
import { ShopDirection } from './components/ShopDirection.tsx'
import { ShopOverlays } from './components/ShopOverlays.tsx'
import { storefrontConfig } from './config.server.ts'
import { colorModeFromRequest, languageFromRequest } from './language.ts'
import { isChunkLoadError, reloadOnce } from './reload-guard.ts'
import shopHref from './shop.css?url'

/** Reloads this page once after a chunk failed to load; false when it already did (10 s guard). */
const reloadAfterChunkFailure = () =>
  reloadOnce({
    storage: createBrowserStorage('session'),
    path: `${window.location.pathname}${window.location.search}`,
    reload: () => window.location.reload(),
  })

// Vite announces every dynamic import that failed (a chunk gone after a deploy): reload once to
// get the current build. Set up when the module loads, before any lazy part is asked for.
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkFailure()) event.preventDefault()
  })
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: themeHref },
  { rel: 'stylesheet', href: shopHref },
]

// Pages set their own title; this one serves the error views (404 and failures).
export const meta: Route.MetaFunction = ({ error }) => [
  {
    title:
      isRouteErrorResponse(error) && error.status === 404
        ? 'Page Not Found | Matjar'
        : 'Error | Matjar',
  },
]

export const loader = async ({ request }: Route.LoaderArgs) => ({
  language: languageFromRequest(request),
  colorMode: colorModeFromRequest(request),
  apiUrl: storefrontConfig.apiUrl,
  // The footer's contact details; the page still renders when the API is down.
  settings: await apiFor(request)
    .call('getShopSettings')
    .then((answer) => answer.data)
    .catch(() => null),
})

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  // Rendered on the server from the cookie: the page never flashes the other mode.
  return (
    <html lang={language} dir={directionOf(language)} data-color-mode={data?.colorMode ?? 'light'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontProvider
      apiUrl={loaderData.apiUrl}
      language={loaderData.language}
      colorMode={loaderData.colorMode}
    >
      <ShopDirection>
        <ShopOverlays />
        <Header />
        <main className="shop-main">
          <Outlet />
        </main>
        <Footer settings={loaderData.settings} />
      </ShopDirection>
    </StorefrontProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk that failed while rendering: one reload; after that the error view stays.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure()
  }, [error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = status === 404 ? 'Page Not Found' : 'Internal Server Error'
  const description = isRouteErrorResponse(error)
    ? String(error.data ?? '')
    : 'Error Loading Page: Please try again later.'
  return (
    <main className="shop-main shop-error" data-status={status}>
      <h1>{status}</h1>
      <p>{message}</p>
      <p>{description}</p>
    </main>
  )
}
