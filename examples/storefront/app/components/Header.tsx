import { useAuth, useCart, useColorMode, useLocale } from '@matjar/react'
import { Button, ColorModeToggle } from '@matjar/ui'
import { useRef } from 'react'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { LoginDropdown } from './LoginDropdown.tsx'
import { useHeaderBottom } from './use-header-bottom.ts'

/** The shop's header: name, language switch and the cart with its unit count. */
export function Header() {
  const { language, setLanguage } = useLocale()
  const t = useT(shopMessages)
  const { itemCount } = useCart()
  const { isSignedIn, user, logout } = useAuth()
  const colorMode = useColorMode()
  const other = language === 'ar' ? 'en' : 'ar'
  const header = useRef<HTMLElement>(null)
  useHeaderBottom(header)
  return (
    <header className="shop-header" ref={header}>
      <a className="shop-logo" href="/">
        {t('shopName')}
      </a>
      <search className="shop-search">
        <form action="/products" method="get">
          <input type="search" name="q" aria-label={t('search')} placeholder={t('search')} />
        </form>
      </search>
      <nav className="shop-header-actions">
        <a className="shop-header-link" href="/products">
          {t('products')}
        </a>
        <a className="shop-header-link" href="/offers">
          {t('offers')}
        </a>
        <a className="shop-header-link" href="/wholesale">
          {t('wholesale')}
        </a>
        <a className="shop-header-link" href="/brands">
          {t('brands')}
        </a>
        <Button
          size="sm"
          variant="outline"
          lang={other}
          title={t('switchLanguageLabel')}
          onClick={() => setLanguage(other)}
        >
          {t('switchLanguage')}
        </Button>
        <ColorModeToggle mode={colorMode.mode} onModeChange={colorMode.setMode} />
        {isSignedIn ? (
          <>
            <a className="shop-hello" href="/user-profile">
              {t('hello', { name: user?.first_name ?? '' })}
              <span className="matjar-visually-hidden"> ({t('myAccount')})</span>
            </a>
            <Button size="sm" variant="outline" onClick={() => logout()}>
              {t('signOut')}
            </Button>
          </>
        ) : (
          <LoginDropdown />
        )}
        <a className="shop-cart-link" href="/cart">
          {t('cart')}
          <span className="shop-cart-count" data-testid="cart-count">
            {itemCount}
          </span>
          <span className="matjar-visually-hidden">{t('cartItems')}</span>
        </a>
      </nav>
    </header>
  )
}
