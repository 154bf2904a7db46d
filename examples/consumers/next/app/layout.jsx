// A server component: it reads the request once (language, colour mode, the customer's cart) and
// renders the provider in that language, talking to the API through this site's `/api` proxy.
import '@matjar/ui/theme.css'
import { directionOf } from '@matjar/core'
import { readStorefrontRequest } from '@matjar/core/server'
import { cookies } from 'next/headers'
import { Providers } from './providers.jsx'

// Read the API's address and the cookies when a page is asked for, not when it is built.
export const dynamic = 'force-dynamic'

export default async function RootLayout({ children }) {
  const { language, colorMode, initialCart } = await readStorefrontRequest(await cookies(), {
    apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000',
  })
  return (
    <html lang={language} dir={directionOf(language)} data-color-mode={colorMode}>
      <body>
        <Providers language={language} colorMode={colorMode} initialCart={initialCart}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
