import {
  createBrowserStorage,
  csrfHeaders,
  directionOf,
  type Messages,
  sdkMessages,
  serverHeldSession,
} from '@matjar/core'
import { csrfFormToken } from '@matjar/core/server'
import { StorefrontProvider } from '@matjar/react'
import { ErrorView, LinkProvider } from '@matjar/ui'
import { type ReactNode, useEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
  data as withHeaders,
} from 'react-router'
import type { Route } from './+types/root'
import { apiFor } from './api.server.ts'
import { AddedNotice } from './cart/AddedNotice.tsx'
import { guestCartIdIn, retiredGuestCartCookie } from './cart/guest-cart-cookie.ts'
import { Footer } from './components/Footer.tsx'
import { Header } from './components/Header.tsx'
import { LanguageAlternates } from './components/LanguageAlternates.tsx'
import { LeftToRightValue } from './components/LeftToRightValue.tsx'
import { ShopAnchor, ShopLink } from './components/ShopLink.tsx'
import { ShopOverlays } from './components/ShopOverlays.tsx'
import { storefrontConfig } from './config.server.ts'
import { PageWords, PageWordsContext } from './messages/page-words.tsx'
import { shellMessagesLoaded } from './messages/shell.server.ts'
import { shopMessages } from './messages/shop.ts'
import { useT } from './messages/use-t.ts'
import { pageLanguage } from './page-language.ts'
import { isChunkLoadError, reloadOnce } from './reload-guard.ts'
import { shopOrigin } from './seo/shop-origin.server.ts'
import { languageRedirect } from './session/language-redirect.server.ts'
import { isSharedPage, withPageCache } from './session/page-cache.server.ts'
import { createPageMemory } from './session/page-memory.server.ts'
import { asPageRequest } from './session/page-request.server.ts'
import { API_PROXY_PREFIX } from './session/proxy-path.ts'
import { readShopRequest } from './session/read-request.server.ts'
import { shouldRevalidateShell } from './shell-revalidation.ts'
import { CriticalCss } from './styles/critical-css.tsx'
import { withRetryAfter } from './unavailable.server.ts'
import { usePageVisitorCountry } from './visitor-country.ts'

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
]

// Pages set their own title; this one serves the error views (404 and failures), in the
// shopper's language when the root loader ran.
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const language = pageLanguage(matches)
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title =
    status === 503
      ? shopMessages.translate(language, 'busy')
      : sdkMessages.translate(
          language,
          status === 404 ? 'error_page.not_found' : 'error_page.internal',
        )
  return [{ title: `${title} | ${shopMessages.translate(language, 'shopName')}` }]
}

export const loader = async ({ request }: Route.LoaderArgs) => {
  // The page's language is its address; an old link or a first visit may be sent to Arabic's.
  const moved = languageRedirect(request)
  if (moved) throw moved
  const [settings, { language, colorMode, customer, headers }] = await Promise.all([
    // The footer's contact details; the page still renders when the API is down.
    apiFor(request)
      .call('getShopSettings')
      .then((answer) => answer.data)
      .catch(() => null),
    // Who is signed in (a token the API refuses is dropped: `headers` clears the cookie; when
    // the API cannot be reached the page renders signed out and the cookie stays), the colour mode.
    readShopRequest(request, { customer: true }),
    shellMessagesLoaded,
  ])
  // The sign-out form's CSRF token (it also works without JavaScript): only for a signed-in
  // customer, whose pages no shared cache keeps.
  const csrf = customer ? csrfFormToken(request) : null
  const answerHeaders = new Headers(headers)
  if (csrf?.setCookie) answerHeaders.append('Set-Cookie', csrf.setCookie)
  // A customer's cart is the account's: a guest cart's cookie left from before signing in goes.
  if (customer && guestCartIdIn(request.headers.get('Cookie')))
    answerHeaders.append('Set-Cookie', retiredGuestCartCookie(request))
  return withHeaders(
    {
      language,
      colorMode,
      settings,
      customer,
      csrfToken: csrf?.token ?? null,
      // The shop's public address: canonical links and language alternates are absolute.
      origin: shopOrigin(request),
    },
    { headers: answerHeaders },
  )
}

export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidateShell

// The root loader drops a session cookie the API no longer knows.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const pageMemory = createPageMemory({
  seconds: storefrontConfig.pageMemorySeconds,
  maxBytes: storefrontConfig.pageMemoryMaxBytes,
  staleSeconds: storefrontConfig.pageCache.staleSeconds,
  isShared: isSharedPage,
})

// Whether a shared cache may keep the page, decided on the finished answer (its status, cookies);
// a public page rendered a moment ago is answered from the server's memory (stale, while the API
// cannot serve it); a 503 says when to come back.
// The action and the loaders run as this request's (page-request.server.ts): one API deadline.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) =>
    asPageRequest(request, () =>
      pageMemory.answer(request, async () =>
        withRetryAfter(request, withPageCache(request, await next(), storefrontConfig.pageCache)),
      ),
    ),
]

/**
 * The document and, once the root loader has run, the shop around every page and error view:
 * provider, header, overlays and footer are built here once (as Hydrogen's skeleton does), so a
 * page and its error view share them.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  // The catalogues this render reads, sent with the page (see PageWords).
  const [wordsUsed] = useState(() => new Set<Messages<string>>())
  // `<html lang dir data-color-mode>` as the server rendered it (from the address and the cookie:
  // no flash). Kept from the first render, so React never writes them again in the browser: after
  // hydration their one writer is the provider's preferences, which move them with the page.
  const [served] = useState(() => ({
    lang: language,
    dir: directionOf(language),
    colorMode: data?.colorMode ?? 'light',
  }))
  return (
    <html lang={served.lang} dir={served.dir} data-color-mode={served.colorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <CriticalCss />
        {data ? <LanguageAlternates origin={data.origin} /> : null}
        <Links />
      </head>
      <body>
        <PageWordsContext.Provider value={wordsUsed}>
          {data ? <Shop data={data}>{children}</Shop> : children}
          <PageWords language={language} />
        </PageWordsContext.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

type RootData = Route.ComponentProps['loaderData']

/** The shop's frame: the provider over the calls through the proxy, the session on the server. */
function Shop({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <StorefrontProvider
      apiUrl={API_PROXY_PREFIX}
      session={serverHeldSession(data.customer)}
      client={{ headers: csrfHeaders }}
      language={data.language}
      colorMode={data.colorMode}
      // Where the page's phone inputs start (the pages that have them say it).
      country={usePageVisitorCountry()}
    >
      {/* @matjar/ui's components speak the provider's language: no LocaleProvider of our own. */}
      <LinkProvider component={ShopAnchor}>
        <ShopOverlays />
        <Header />
        {children}
        <Footer settings={data.settings} />
      </LinkProvider>
    </StorefrontProvider>
  )
}

export default function App() {
  return (
    <main className="shop-main">
      <AddedNotice />
      <Outlet />
    </main>
  )
}

/**
 * The error view of spec §8 (404 "Page Not Found: {path}", or a failure), in the page's frame; 503
 * (the API slow, busy or down: `unavailable.server.ts`) says the shop is busy, to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk that failed while rendering: one reload; after that the error view stays.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure()
  }, [error])
  const { pathname } = useLocation()
  const sdk = useT(sdkMessages)
  const t = useT(shopMessages)
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A refused request (405, 413, 415 …): the sentence the action said it with, in the page's language.
  const refused =
    isRouteErrorResponse(error) && status !== 404 && status < 500 && typeof error.data === 'string'
      ? error.data
      : null
  const busy = status === 503
  return (
    <main className="shop-main shop-error" data-status={status}>
      <ErrorView
        status={status}
        message={
          refused ??
          (busy ? t('busy') : sdk(status === 404 ? 'error_page.not_found' : 'error_page.internal'))
        }
        {...(status === 404 || refused
          ? {}
          : { description: busy ? t('busyRetry') : sdk('error_page.load_failed') })}
      >
        {status === 404 ? (
          <p className="matjar-error-description">
            <LeftToRightValue
              message={(path) => sdk('error_page.route_not_found', { path })}
              value={pathname}
            />
          </p>
        ) : null}
        <ShopLink className="matjar-button" to="/">
          {t('backHome')}
        </ShopLink>
      </ErrorView>
    </main>
  )
}
