import { useShopActors, useStorefront } from '@matjar/react'
import { ToastRegion } from '@matjar/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useShopPath } from './ShopLink.tsx'

/**
 * What floats over every page: the toasts (the loading bar is the header's). The image viewer is
 * the product page's own (its machine and component load with that page only; its actor, made
 * when it opens, costs nothing here).
 */
export function ShopOverlays() {
  const actors = useShopActors()
  const storefront = useStorefront()
  const navigate = useNavigate()
  const shopPath = useShopPath()
  // Signed out (here or in another tab): to /auth?page=register (spec §2, §4), in the page's language.
  useEffect(
    () => storefront.auth.on('auth.signedOut', ({ navigateTo }) => navigate(shopPath(navigateTo))),
    [storefront, navigate, shopPath],
  )
  return <ToastRegion actor={actors.toasts} />
}
