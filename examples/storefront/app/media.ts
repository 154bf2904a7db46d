import type { Image } from '@matjar/core'
import { preconnect } from 'react-dom'
import { useRouteLoaderData } from 'react-router'

const useMediaBase = () => {
  const root = useRouteLoaderData('root') as { apiUrl?: string } | undefined
  return root?.apiUrl ?? ''
}

/** Pictures are served by the API: a path like `/media/{key}/640.avif` is read from its host. */
export const useMediaUrl = () => {
  const base = useMediaBase()
  return (url: string) => (url.startsWith('/') ? `${base}${url}` : url)
}

/** The API's image with every address (its own and its renditions') on the API's host. */
export const useMediaImage = () => {
  const media = useMediaUrl()
  return (image: Image): Image => ({
    ...image,
    url: media(image.url),
    ...(image.renditions
      ? { renditions: image.renditions.map((r) => ({ ...r, url: media(r.url) })) }
      : {}),
  })
}

/**
 * Opens the connection to the pictures' host while the page is still arriving, so the first
 * picture (the LCP of the home and the product page) does not wait for DNS, TCP and TLS.
 */
export const usePreconnectToMedia = () => {
  const base = useMediaBase()
  if (base.startsWith('http')) preconnect(new URL(base).origin)
}
