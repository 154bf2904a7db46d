import type { ImageViewerActor } from '@matjar/ui'
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react'

const loadViewer = () => import('./ImageViewerPart.tsx')
const ImageViewerPart = lazy(loadViewer)

/** Starts loading the viewer's component: call it as the shopper opens a picture. */
export const prepareViewer = (): void => void loadViewer()

/**
 * The product page's image viewer. Its component, like its machine, loads when the shopper first
 * opens a picture (`prepareViewer()` as the opening starts, so both load side by side); a page
 * that is only looked at loads neither. Once shown it stays mounted, closed or open.
 */
export function ProductImageViewer({ actor }: { actor: ImageViewerActor }) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const opened = useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot().value !== 'closed',
    () => false,
  )
  const [shown, setShown] = useState(false)
  if (opened && !shown) setShown(true)
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ImageViewerPart actor={actor} />
    </Suspense>
  )
}
