// Served like the shop (examples/storefront/server.ts): Express, compression, static assets.
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'

const port = Number(process.env.PORT ?? 3000)
const build = (await import(
  new URL('./build/server/index.js', import.meta.url).href
)) as ServerBuild

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
app.use(express.static('build/client', { maxAge: '1h', index: false }))
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))
const server = app.listen(port, '127.0.0.1')
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
