// The root layout, on the server: the language from the address (app/[lang], see proxy.js), light
// or dark from the cookie the provider writes, so the first byte is already the shopper's page.
import '@matjar/ui/theme.css'
import '../shop.css'
import { createMemoryCookieJar, createPreferences, directionOf, isLanguage } from '@matjar/core'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { apiUrl } from '../api.server.js'
import { Providers } from '../providers.jsx'

export const metadata = { title: 'My shop' }

export default async function RootLayout({ children, params }) {
  const { lang } = await params
  if (!isLanguage(lang)) notFound()
  const jar = createMemoryCookieJar((await cookies()).toString())
  const { colorMode } = createPreferences({ cookies: jar }).getState()
  return (
    <html lang={lang} dir={directionOf(lang)} data-color-mode={colorMode}>
      <body>
        <Providers apiUrl={apiUrl} language={lang} colorMode={colorMode}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
