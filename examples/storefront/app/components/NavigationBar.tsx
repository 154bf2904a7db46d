import { useLoadingBar, useShopActors } from '@matjar/react'
import { LoadingBar } from '@matjar/ui'
import { useEffect } from 'react'
import { useNavigation } from 'react-router'

/**
 * The loading bar on navigation (spec §4, §9). It is drawn at the top of the window, and sits in
 * the header's landmark so that, while it shows, a screen reader finds it in the banner (axe
 * "region").
 */
export function NavigationBar() {
  const actors = useShopActors()
  const bar = useLoadingBar()
  const busy = useNavigation().state !== 'idle'
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar follows navigation only
  useEffect(() => {
    if (busy) bar.start()
    else bar.finish()
  }, [busy])
  return <LoadingBar actor={actors.loadingBar} />
}
