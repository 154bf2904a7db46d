import {
  createBrowserStorage,
  directionOf,
  translate as sdkText,
  serverHeldSession,
  type User,
} from '@matjar/core'
import { StorefrontProvider } from '@matjar/react'
import { ErrorView } from '@matjar/ui'
import themeHref from '@matjar/ui/theme.css?url'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  data as withHeaders,
} from 'react-router'
import type { Route } from './+types/root'
import { apiFor } from './api.server.ts'
import { Footer } from './components/Footer.tsx'
import { Header } from './components/Header.tsx'
import { LeftToRightValue } from './components/LeftToRightValue.tsx'
import { ShopDirection } from './components/ShopDirection.tsx'
import { ShopOverlays } from './components/ShopOverlays.tsx'
import { storefrontConfig } from './config.server.ts'
import { colorModeFromRequest, languageFromRequest } from './language.ts'
import { translate } from './messages.ts'
import { isChunkLoadError, reloadOnce } from './reload-guard.ts'
import { csrfHeaders } from './session/csrf.ts'
import { customerOf } from './session/customer.server.ts'
import { isSharedPage, withPageCache } from './session/page-cache.server.ts'
import { createPageMemory } from './session/page-memory.server.ts'
import { API_PROXY_PREFIX } from './session/proxy-path.ts'
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
  // The shop's icon (a shopping bag); without one, every page asks for a missing /favicon.ico.
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: themeHref },
  { rel: 'stylesheet', href: shopHref },
]

// Pages set their own title; this one serves the error views (404 and failures), in the
// shopper's language when the root loader ran.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  const language = loaderData?.language ?? 'en'
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [
    {
      title: `${sdkText(language, notFound ? 'error_page.not_found' : 'error_page.internal')} | ${translate(language, 'shopName')}`,
    },
  ]
}

export const loader = async ({ request }: Route.LoaderArgs) => {
  const [settings, session] = await Promise.all([
    // The footer's contact details; the page still renders when the API is down.
    apiFor(request)
      .call('getShopSettings')
      .then((answer) => answer.data)
      .catch(() => null),
    customerOf(request),
  ])
  return withHeaders(
    {
      language: languageFromRequest(request),
      colorMode: colorModeFromRequest(request),
      // Pictures come straight from the API; calls go through the shop's own origin.
      apiUrl: storefrontConfig.apiUrl,
      settings,
      customer: session.customer,
    },
    { headers: session.headers },
  )
}

// The root loader drops a session cookie the API no longer knows.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const pageMemory = createPageMemory({
  seconds: storefrontConfig.pageMemorySeconds,
  isShared: isSharedPage,
})

// Whether a shared cache may keep the page, decided on the finished answer (its status, cookies);
// a public page rendered a moment ago is answered from the server's memory.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) =>
    pageMemory.answer(request, async () =>
      withPageCache(request, await next(), storefrontConfig.pageCache),
    ),
]

/** The storefront's props for the provider: calls through the proxy, the session on the server. */
const storefrontProps = (customer: User | null) => ({
  apiUrl: API_PROXY_PREFIX,
  session: serverHeldSession(customer),
  client: { headers: csrfHeaders },
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
      {...storefrontProps(loaderData.customer)}
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

/**
 * The error view of spec §8 (404 "Page Not Found: {path}", or a failure), in the shopper's
 * language and inside the shop's header and footer whenever the root loader ran.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk that failed while rendering: one reload; after that the error view stays.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure()
  }, [error])
  const data = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const language = data?.language ?? 'en'
  const status = isRouteErrorResponse(error) ? error.status : 500
  const view = (
    <main className="shop-main shop-error" data-status={status}>
      <ErrorView
        status={status}
        message={sdkText(language, status === 404 ? 'error_page.not_found' : 'error_page.internal')}
        {...(status === 404 ? {} : { description: sdkText(language, 'error_page.load_failed') })}
      >
        {status === 404 ? (
          <p className="matjar-error-description">
            <LeftToRightValue
              message={(path) => sdkText(language, 'error_page.route_not_found', { path })}
              value={pathname}
            />
          </p>
        ) : null}
        <a className="matjar-button" href="/">
          {translate(language, 'backHome')}
        </a>
      </ErrorView>
    </main>
  )
  if (!data) return view
  return (
    <StorefrontProvider
      {...storefrontProps(data.customer)}
      language={data.language}
      colorMode={data.colorMode}
    >
      <ShopDirection>
        <ShopOverlays />
        <Header />
        {view}
        <Footer settings={data.settings} />
      </ShopDirection>
    </StorefrontProvider>
  )
}
