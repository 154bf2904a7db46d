import { Button } from '@matjar/ui'
import { lazy, Suspense, useState } from 'react'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

const loadDropdown = () => import('./LoginDropdown.tsx')
const LoginDropdown = lazy(loadDropdown)

/**
 * The header's "Sign in" button. The dropdown behind it (its form checks and its positioned
 * popover) is most of a page's script and most shoppers never open it: it is fetched when the
 * pointer or the keyboard comes to the button, and shown, open, on the first click.
 */
export function SignInMenu() {
  const t = useT(shopMessages)
  const [asked, setAsked] = useState(false)
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
