import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from './db/connect.ts'
import type { AppEnv } from './http/env.ts'
import { translate } from './messages/translate.ts'

/** `GET /health`: up when the database answers a query, for load balancers and start-up checks. */
export function healthRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  routes.get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`)
    } catch {
      return c.json({ message: translate(c.get('language'), 'databaseDown') }, 503)
    }
    return c.json({ message: 'ok', data: { db: 'up' } })
  })
  return routes
}
