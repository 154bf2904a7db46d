import { useLoadingBar, useLocale, useShopActors, useStorefront } from '@matjar/react'
import { ImageViewer, LoadingBar, ToastRegion } from '@matjar/ui'
import { useEffect } from 'react'
import { useNavigate, useNavigation } from 'react-router'
import { reloadForNewAssets } from '../stale-assets.ts'

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
  // A script of the page failed to load after a release: reload once for the new files.
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForNewAssets(window.location.pathname)) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])
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
