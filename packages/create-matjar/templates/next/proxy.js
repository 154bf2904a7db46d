import { languageOfPath } from '@matjar/core'
import { NextResponse } from 'next/server'

// English lives at the plain addresses, Arabic under /ar: both are served by app/[lang], English
// by rewriting `/products` to `/en/products` (the address in the browser stays `/products`).
export function proxy(request) {
  const { pathname, search } = request.nextUrl
  if (languageOfPath(pathname) === 'ar') return NextResponse.next()
  // The rewrite stays inside this server: the same URL object, its path changed. A new URL made
  // from `request.url` reads as another origin when Next listens on one address (`-H 127.0.0.1`),
  // and Next then proxies it to itself, which rewrites it again: `/en/en/…`, until it times out.
  if (pathname === '/en' || pathname.startsWith('/en/')) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/en${pathname}`
  url.search = search
  return NextResponse.rewrite(url)
}

// Not Next's own files, nor files with an extension (the icon).
export const config = { matcher: ['/((?!_next/|.*\\..*).*)'] }
