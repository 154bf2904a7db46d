import { languageOfPath } from '@matjar/core'
import { NextResponse } from 'next/server'

// English lives at the plain addresses, Arabic under /ar: both are served by app/[lang], English
// by rewriting `/products` to `/en/products` (the address in the browser stays `/products`).
export function proxy(request) {
  const { pathname, search } = request.nextUrl
  if (languageOfPath(pathname) === 'ar') return NextResponse.next()
  return NextResponse.rewrite(new URL(`/en${pathname}${search}`, request.url))
}

// Not Next's own files, nor files with an extension (the icon).
export const config = { matcher: ['/((?!_next/|.*\\..*).*)'] }
