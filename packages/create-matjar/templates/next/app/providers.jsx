'use client'
import { StorefrontProvider, useShopActors } from '@matjar/react'
import { LinkProvider, ToastRegion } from '@matjar/ui'
import Link from 'next/link'
import { Header } from './components/Header.jsx'

/** The links inside the SDK's components (product cards, pagination) navigate in the page. */
const NextLink = (props) => <Link {...props} />

// A client component: the provider, and what every page has around its content.
export function Providers({ apiUrl, language, colorMode, children }) {
  return (
    <StorefrontProvider apiUrl={apiUrl} language={language} colorMode={colorMode}>
      <LinkProvider component={NextLink}>
        <Header />
        <main className="page">{children}</main>
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
