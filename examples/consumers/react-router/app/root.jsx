import { createMemoryCookieJar, directionOf, readLanguageCookie } from '@matjar/core'
import { StorefrontProvider } from '@matjar/react'
import themeHref from '@matjar/ui/theme.css?url'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'

export const links = () => [
  { rel: 'stylesheet', href: themeHref },
  { rel: 'icon', href: 'data:,' },
]

// On the server, for every request: the shopper's language (the `lang` cookie the provider
// writes) and where the Storefront API answers. Values cross to the browser, never the cookies.
export function loader({ request }) {
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  return {
    language: readLanguageCookie(cookies),
    apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000',
  }
}

export function Layout({ children }) {
  const language = useRouteLoaderData('root')?.language ?? 'en'
  return (
    <html lang={language} dir={directionOf(language)}>
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

export default function App() {
  const { language, apiUrl } = useLoaderData()
  return (
    <StorefrontProvider apiUrl={apiUrl} language={language}>
      <Outlet />
    </StorefrontProvider>
  )
}
