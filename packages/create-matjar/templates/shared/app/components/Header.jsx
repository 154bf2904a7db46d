'use client'
import { pathInLanguage } from '@matjar/core'
import { useAuth, useCart, useColorMode } from '@matjar/react'
import { Anchor, ColorModeToggle, LanguageSwitch } from '@matjar/ui'
import { useShop } from '../shop.js'

export function Header() {
  const { language, t, path, go } = useShop()
  const { itemCount } = useCart()
  const { isSignedIn } = useAuth()
  const { mode, setMode } = useColorMode()
  // The other language is the same page at its other address.
  const switchTo = (other) => {
    const { pathname, search } = window.location
    go(pathInLanguage(pathname + search, other))
  }
  return (
    <header className="header">
      <Anchor href={path('/')} className="brand">
        {t.shop}
      </Anchor>
      <nav aria-label={t.menu}>
        <Anchor href={path('/products')}>{t.products}</Anchor>
        <Anchor href={path(isSignedIn ? '/account' : '/sign-in')}>
          {isSignedIn ? t.account : t.signIn}
        </Anchor>
        <Anchor href={path('/cart')}>
          {t.cart} (<output aria-label={t.cart}>{itemCount}</output>)
        </Anchor>
      </nav>
      <LanguageSwitch language={language} onChange={switchTo} />
      <ColorModeToggle mode={mode} onModeChange={setMode} language={language} />
    </header>
  )
}
