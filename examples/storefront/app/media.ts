import { useRouteLoaderData } from 'react-router'

/** Pictures are served by the API: a path like `/media/products/x.svg` is read from its host. */
export const useMediaUrl = () => {
  const root = useRouteLoaderData('root') as { apiUrl?: string } | undefined
  const base = root?.apiUrl ?? ''
  return (url: string) => (url.startsWith('/') ? `${base}${url}` : url)
}
