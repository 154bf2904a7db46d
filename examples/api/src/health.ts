import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from './db/connect.ts'
import type { AppEnv } from './http/env.ts'
import { translate } from './messages/translate.ts'

/**
 * `GET /health`: up when the database answers a query, for load balancers and start-up checks;
 * 503 "draining" (`data.state`) from the moment the process is told to stop, so a balancer sends
 * it nothing new while the requests in flight finish.
 */
export function healthRoutes(db: Database, isDraining: () => boolean = () => false) {
  const routes = new Hono<AppEnv>()
  routes.get('/health', async (c) => {
    if (isDraining()) {
      c.header('Retry-After', '30')
      c.header('Cache-Control', 'no-store')
      const message = translate(c.get('language'), 'draining')
      return c.json({ message, data: { state: 'draining' } }, 503)
    }
    try {
      await db.execute(sql`select 1`)
    } catch {
      return c.json({ message: translate(c.get('language'), 'databaseDown') }, 503)
    }
    return c.json({ message: 'ok', data: { db: 'up' } })
  })
  return routes
}
