import { useAuth, useCart, useColorMode, useLocale } from '@matjar/react'
import { Button, ColorModeToggle } from '@matjar/ui'
import { useRef } from 'react'
import { Form } from 'react-router'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { LanguageSwitchLink } from './LanguageSwitchLink.tsx'
import { ShopLink, useShopPath } from './ShopLink.tsx'
import { SignInMenu } from './SignInMenu.tsx'
import { useHeaderBottom } from './use-header-bottom.ts'

/** The shop's header: name, language switch and the cart with its unit count. */
export function Header() {
  const { language } = useLocale()
  const shopPath = useShopPath()
  const t = useT(shopMessages)
  const { itemCount } = useCart()
  const { isSignedIn, user, logout } = useAuth()
  const colorMode = useColorMode()
  const other = language === 'ar' ? 'en' : 'ar'
  const header = useRef<HTMLElement>(null)
  useHeaderBottom(header)
  return (
    <header className="shop-header" ref={header}>
      <ShopLink className="shop-logo" to="/">
        {t('shopName')}
      </ShopLink>
      <search className="shop-search">
        <Form action={shopPath('/products')} method="get">
          <input type="search" name="q" aria-label={t('search')} placeholder={t('search')} />
        </Form>
      </search>
      <nav className="shop-header-actions">
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
        <LanguageSwitchLink to={other} title={t('switchLanguageLabel')}>
          {t('switchLanguage')}
        </LanguageSwitchLink>
        <ColorModeToggle mode={colorMode.mode} onModeChange={colorMode.setMode} />
        {isSignedIn ? (
          <>
            <ShopLink className="shop-hello" to="/user-profile">
              {t('hello', { name: user?.first_name ?? '' })}
              <span className="matjar-visually-hidden"> ({t('myAccount')})</span>
            </ShopLink>
            <Button size="sm" variant="outline" onClick={() => logout()}>
              {t('signOut')}
            </Button>
          </>
        ) : (
          <SignInMenu />
        )}
        <ShopLink className="shop-cart-link" to="/cart">
          {t('cart')}
          <span className="shop-cart-count" data-testid="cart-count">
            {itemCount}
          </span>
          <span className="matjar-visually-hidden">{t('cartItems')}</span>
        </ShopLink>
      </nav>
    </header>
  )
}
