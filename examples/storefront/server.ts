// The storefront's HTTP server: the built React Router app behind Express, on 127.0.0.1 unless
// HOST says otherwise. Its own server (rather than react-router-serve) so that the API proxy
// knows the shopper's address (`/api/*` forwards it, and the API limits sign-in attempts by it).
import './production-env.ts'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { errorPage } from './app/error-page.server.ts'
import { limitBodies } from './app/http/limit-bodies.server.ts'
import { CLIENT_ADDRESS_HEADER } from './app/session/client-address.ts'
import { serveUntilStopped } from './lifecycle.ts'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || '127.0.0.1'
const build = (await import(
  new URL('./build/server/index.js', import.meta.url).href
)) as ServerBuild

const app = express()
// First: `/health`, and requests in flight counted for the drain on SIGTERM (lifecycle.ts).
const lifecycle = serveUntilStopped(app, { port, host, env: process.env })
app.disable('x-powered-by')
// Behind a reverse proxy, its X-Forwarded-For is believed only from the addresses listed here
// (Express's `trust proxy` syntax: `loopback`, `10.0.0.0/8`, …); otherwise the socket's address.
app.set('trust proxy', process.env.TRUSTED_PROXIES?.trim() || false)
app.use((request, response, next) => {
  // TRACE, CONNECT and made-up methods: not this shop's.
  if (!METHODS.has(request.method)) {
    response.set('Allow', [...METHODS].join(', '))
    return next(Object.assign(new Error('method not allowed'), { status: 405 }))
  }
  // The shop's address comes from PUBLIC_URL (required in production) or from Host, never from
  // a forwarded host a client could have written (a cache keyed on Host would keep the lie).
  delete request.headers['x-forwarded-host']
  if (!URL.canParse(`http://${request.headers.host ?? ''}/`)) {
    return next(Object.assign(new Error('bad host'), { status: 400 }))
  }
  next()
})
app.use(compression())
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
app.use(express.static('build/client', { maxAge: '1h', index: false }))
app.use((request, _response, next) => {
  // Whatever the client sent under this name is replaced: only this server says who is calling.
  request.headers[CLIENT_ADDRESS_HEADER] = request.ip ?? request.socket.remoteAddress ?? ''
  next()
})
// A change to a page without an action: 405; a body larger than its route takes: 413, never read.
app.use(limitBodies(build))
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))
// Whatever went wrong before the shop could answer (a malformed address, a bad Host): a short
// page in both languages, never a stack.
const answerError: ErrorRequestHandler = (error: { status?: number }, request, response, _next) => {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500
  if (status === 500) console.error(`[storefront] ${request.method} ${request.path}:`, error)
  if (response.headersSent) return response.end()
  response.status(status).set('Cache-Control', 'no-store').type('html').send(errorPage(status))
}
app.use(answerError)

lifecycle.start(() => {
  console.log(`[storefront] http://${host}:${port}`)
})
