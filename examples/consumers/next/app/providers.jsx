'use client'

// The provider with what cannot cross from a server component: the CSRF header of every call
// through `/api`, and a session the server holds (nothing of it is kept in the browser).
import { csrfHeaders, serverHeldSession } from '@matjar/core'
import { StorefrontProvider } from '@matjar/react'

export function Providers({ language, colorMode, initialCart, children }) {
  return (
    <StorefrontProvider
      apiUrl="/api"
      language={language}
      colorMode={colorMode}
      initialCart={initialCart}
      session={serverHeldSession(null)}
      client={{ headers: csrfHeaders }}
    >
      {children}
    </StorefrontProvider>
  )
}
