import { useLocale } from '@matjar/react'
import { DirectionProvider } from '@matjar/ui'
import type { ReactNode } from 'react'

/** Tells @matjar/ui's components the page's direction (the phone input, popovers, the viewer). */
export function ShopDirection({ children }: { children: ReactNode }) {
  const { dir } = useLocale()
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>
}
