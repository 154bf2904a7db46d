import { useAuth } from '@matjar/react'
import { Button } from '@matjar/ui'
import { useRouteLoaderData } from 'react-router'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { useShopPath } from './ShopLink.tsx'

/**
 * Sign out: a plain form posted to `/sign-out` (routes/sign-out.ts) with the page's CSRF token, so
 * it works without JavaScript; once scripts run, the same button signs out through the session
 * machine instead (`useAuth().logout`), without leaving the page.
 */
export function SignOutButton({ className }: { className: string }) {
  const t = useT(shopMessages)
  const shopPath = useShopPath()
  const { logout } = useAuth()
  const root = useRouteLoaderData<{ csrfToken: string | null }>('root')
  return (
    <form
      method="post"
      action={shopPath('/sign-out')}
      className="shop-signout-form"
      onSubmit={(event) => {
        event.preventDefault()
        void logout()
      }}
    >
      <input type="hidden" name="csrf_token" value={root?.csrfToken ?? ''} />
      <Button size="sm" variant="outline" type="submit" className={className}>
        {t('signOut')}
      </Button>
    </form>
  )
}
