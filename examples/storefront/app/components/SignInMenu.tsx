import { Button } from '@matjar/ui'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from '../account/account-answer.tsx'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { ShopLink } from './ShopLink.tsx'

const loadDropdown = () => import('./LoginDropdown.tsx')
const LoginDropdown = lazy(loadDropdown)

/**
 * The header's "Sign in" button. The dropdown behind it (its form checks and its positioned
 * popover) is most of a page's script and most shoppers never open it: it is fetched when the
 * pointer or the keyboard comes to the button, and shown, open, on the first click. Until scripts
 * run (or without them) it is a link to the sign-in page, which comes back here after.
 */
export function SignInMenu() {
  const t = useT(shopMessages)
  const [asked, setAsked] = useState(false)
  const hydrated = useHydrated()
  const { pathname, search } = useLocation()
  if (!hydrated) {
    const here = `${pathname}${search}`
    return (
      <ShopLink
        className="matjar-button"
        data-size="sm"
        data-variant="outline"
        to={`/auth?redirect=${encodeURIComponent(here)}`}
      >
        {t('signIn')}
      </ShopLink>
    )
  }
  const button = (
    <Button
      size="sm"
      variant="outline"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setAsked(true)}
    >
      {t('signIn')}
    </Button>
  )
  if (!asked) return button
  return (
    <Suspense fallback={button}>
      <LoginDropdown defaultOpen />
    </Suspense>
  )
}
