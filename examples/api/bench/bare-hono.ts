// The yardstick for `pnpm bench:api`: a bare Hono app on the same Node server adapter as the
// Storefront API, answering a small JSON body. The API's throughput is stated as a ratio to it.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/ping', (c) => c.json({ message: '', data: { ok: true } }))
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4391), hostname: '127.0.0.1' })
