import { useAuth, useCart, useColorMode, useLocale } from '@matjar/react'
import { Button, ColorModeToggle } from '@matjar/ui'
import { useRef } from 'react'
import { translate } from '../messages.ts'
import { LoginDropdown } from './LoginDropdown.tsx'
import { useHeaderBottom } from './use-header-bottom.ts'

/** The shop's header: name, language switch and the cart with its unit count. */
export function Header() {
  const { language, setLanguage } = useLocale()
  const { itemCount } = useCart()
  const { isSignedIn, user, logout } = useAuth()
  const colorMode = useColorMode()
  const other = language === 'ar' ? 'en' : 'ar'
  const header = useRef<HTMLElement>(null)
  useHeaderBottom(header)
  return (
    <header className="shop-header" ref={header}>
      <a className="shop-logo" href="/">
        {translate(language, 'shopName')}
      </a>
      <search className="shop-search">
        <form action="/products" method="get">
          <input
            type="search"
            name="q"
            aria-label={translate(language, 'search')}
            placeholder={translate(language, 'search')}
          />
        </form>
      </search>
      <nav className="shop-header-actions">
        <a className="shop-header-link" href="/products">
          {translate(language, 'products')}
        </a>
        <a className="shop-header-link" href="/offers">
          {translate(language, 'offers')}
        </a>
        <a className="shop-header-link" href="/wholesale">
          {translate(language, 'wholesale')}
        </a>
        <a className="shop-header-link" href="/brands">
          {translate(language, 'brands')}
        </a>
        <Button
          size="sm"
          variant="outline"
          lang={other}
          title={translate(language, 'switchLanguageLabel')}
          onClick={() => setLanguage(other)}
        >
          {translate(language, 'switchLanguage')}
        </Button>
        <ColorModeToggle
          mode={colorMode.mode}
          onModeChange={colorMode.setMode}
          language={language}
        />
        {isSignedIn ? (
          <>
            <a className="shop-hello" href="/user-profile">
              {translate(language, 'hello', { name: user?.first_name ?? '' })}
              <span className="matjar-visually-hidden"> ({translate(language, 'myAccount')})</span>
            </a>
            <Button size="sm" variant="outline" onClick={() => logout()}>
              {translate(language, 'signOut')}
            </Button>
          </>
        ) : (
          <LoginDropdown />
        )}
        <a className="shop-cart-link" href="/cart">
          {translate(language, 'cart')}
          <span className="shop-cart-count" data-testid="cart-count">
            {itemCount}
          </span>
          <span className="matjar-visually-hidden">{translate(language, 'cartItems')}</span>
        </a>
      </nav>
    </header>
  )
}
