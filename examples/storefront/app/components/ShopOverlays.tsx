import { useLoadingBar, useLocale, useShopActors, useStorefront } from '@matjar/react'
import { ImageViewer, LoadingBar, ToastRegion } from '@matjar/ui'
import { useEffect } from 'react'
import { useNavigate, useNavigation } from 'react-router'

/** What floats over every page: the loading bar on navigation, the toasts and the image viewer. */
export function ShopOverlays() {
  const { language, dir } = useLocale()
  const actors = useShopActors()
  const bar = useLoadingBar()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const storefront = useStorefront()
  const navigate = useNavigate()
  // Signed out (here or in another tab): to /auth?page=register (spec §2, §4).
  useEffect(
    () => storefront.auth.on('auth.signedOut', ({ navigateTo }) => navigate(navigateTo)),
    [storefront, navigate],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar follows navigation only
  useEffect(() => {
    if (busy) bar.start()
    else bar.finish()
  }, [busy])
  return (
    <>
      <LoadingBar actor={actors.loadingBar} language={language} />
      <ToastRegion actor={actors.toasts} language={language} />
      <ImageViewer actor={actors.imageViewer} dir={dir} language={language} />
    </>
  )
}
