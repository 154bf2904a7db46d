// A server component: it renders the SDK's provider directly, as the docs tell Next.js users.
import '@matjar/ui/theme.css'
import { StorefrontProvider } from '@matjar/react'

// Read the API's address when a page is asked for, not when it is built.
export const dynamic = 'force-dynamic'

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <StorefrontProvider apiUrl={process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000'}>
          {children}
        </StorefrontProvider>
      </body>
    </html>
  )
}
