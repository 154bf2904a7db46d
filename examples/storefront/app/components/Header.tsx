import { useAuth, useCart, useColorMode, useLocale } from '@matjar/react'
import { ColorModeToggle } from '@matjar/ui'
import { useRef } from 'react'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { HeaderSearch } from './HeaderSearch.tsx'
import { LanguageSwitchLink } from './LanguageSwitchLink.tsx'
import { NavigationBar } from './NavigationBar.tsx'
import { ShopLink } from './ShopLink.tsx'
import { SignInMenu } from './SignInMenu.tsx'
import { SignOutButton } from './SignOutButton.tsx'
import { useHeaderBottom } from './use-header-bottom.ts'

/**
 * The shop's header: name, search, the shop's sections, language and colour mode, sign-in (or the
 * customer's name and sign-out) and the cart with its unit count.
 */
export function Header() {
  const { language } = useLocale()
  const t = useT(shopMessages)
  const { itemCount } = useCart()
  const { isSignedIn, user } = useAuth()
  const colorMode = useColorMode()
  const other = language === 'ar' ? 'en' : 'ar'
  const header = useRef<HTMLElement>(null)
  useHeaderBottom(header)
  return (
    <header className="shop-header" ref={header}>
      <NavigationBar />
      <ShopLink className="shop-logo" to="/">
        {t('shopName')}
      </ShopLink>
      <HeaderSearch />
      {/* On a phone: the name, search, sign-in and cart in the first row; the links (a row that
          wraps onto a second line when it must), language and colour mode in the second (frame.css). */}
      <nav className="shop-header-actions" aria-label={t('shopSections')}>
        <ShopLink className="shop-header-link" to="/products">
          {t('products')}
        </ShopLink>
        <ShopLink className="shop-header-link" to="/offers">
          {t('offers')}
        </ShopLink>
        <ShopLink className="shop-header-link" to="/wholesale">
          {t('wholesale')}
        </ShopLink>
        <ShopLink className="shop-header-link" to="/brands">
          {t('brands')}
        </ShopLink>
      </nav>
      <div className="shop-header-tools">
        <LanguageSwitchLink to={other} title={t('switchLanguageLabel')}>
          {t('switchLanguage')}
        </LanguageSwitchLink>
        <ColorModeToggle mode={colorMode.mode} onModeChange={colorMode.setMode} />
        {isSignedIn ? <SignOutButton className="shop-header-signout" /> : null}
      </div>
      <div className="shop-header-account">
        {isSignedIn ? (
          <ShopLink className="shop-hello" to="/user-profile">
            {t('hello', { name: user?.first_name ?? '' })}
            <span className="matjar-visually-hidden"> ({t('myAccount')})</span>
          </ShopLink>
        ) : (
          <SignInMenu />
        )}
      </div>
      <ShopLink className="shop-cart-link" to="/cart">
        {t('cart')}
        {/* Seen: the number; heard: "Cart, 2 items" with the unit in its plural form. */}
        <span className="shop-cart-count" data-testid="cart-count" aria-hidden="true">
          {itemCount}
        </span>
        <span className="matjar-visually-hidden">{t('cartItems', { count: itemCount })}</span>
      </ShopLink>
    </header>
  )
}
