import { data, useLocation } from 'react-router'

/** Unmatched routes answer 404 with "Page Not Found: {path}" (spec §8). */
export const loader = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname
  throw data(`Page Not Found: ${path}`, { status: 404 })
}

export default function NotFound() {
  const { pathname } = useLocation()
  return <p>Page Not Found: {pathname}</p>
}
