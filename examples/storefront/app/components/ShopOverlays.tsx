import { useLoadingBar, useShopActors, useStorefront } from '@matjar/react'
import { LoadingBar, ToastRegion } from '@matjar/ui'
import { useEffect } from 'react'
import { useNavigate, useNavigation } from 'react-router'
import { useShopPath } from './ShopLink.tsx'

/**
 * What floats over every page: the loading bar on navigation and the toasts. The image viewer is
 * the product page's own (its machine and component load with that page only; its actor, made
 * when it opens, costs nothing here).
 */
export function ShopOverlays() {
  const actors = useShopActors()
  const bar = useLoadingBar()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const storefront = useStorefront()
  const navigate = useNavigate()
  const shopPath = useShopPath()
  // Signed out (here or in another tab): to /auth?page=register (spec §2, §4), in the page's language.
  useEffect(
    () => storefront.auth.on('auth.signedOut', ({ navigateTo }) => navigate(shopPath(navigateTo))),
    [storefront, navigate, shopPath],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar follows navigation only
  useEffect(() => {
    if (busy) bar.start()
    else bar.finish()
  }, [busy])
  return (
    <>
      <LoadingBar actor={actors.loadingBar} />
      <ToastRegion actor={actors.toasts} />
    </>
  )
}
