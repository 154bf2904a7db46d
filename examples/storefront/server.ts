// The storefront's HTTP server: the built React Router app behind Express, on 127.0.0.1 unless
// HOST says otherwise. Its own server (rather than react-router-serve) so that the API proxy
// knows the shopper's address (`/api/*` forwards it, and the API limits sign-in attempts by it).
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { CLIENT_ADDRESS_HEADER } from './app/session/client-address.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || '127.0.0.1'
const build = (await import(
  new URL('./build/server/index.js', import.meta.url).href
)) as ServerBuild

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy, its X-Forwarded-For is believed only from the addresses listed here
// (Express's `trust proxy` syntax: `loopback`, `10.0.0.0/8`, …); otherwise the socket's address.
app.set('trust proxy', process.env.TRUSTED_PROXIES?.trim() || false)
app.use(compression())
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
app.use(express.static('build/client', { maxAge: '1h', index: false }))
app.use((request, _response, next) => {
  // Whatever the client sent under this name is replaced: only this server says who is calling.
  request.headers[CLIENT_ADDRESS_HEADER] = request.ip ?? request.socket.remoteAddress ?? ''
  next()
})
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(port, host, () => {
  console.log(`[storefront] http://${host}:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
