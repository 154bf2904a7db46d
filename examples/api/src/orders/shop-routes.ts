import { idParamsSchema, knownOrderStatusSchema } from '@matjar/core/contract'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { Database } from '../db/connect.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { advanceOrder } from './advance-order.ts'
import { readOrder } from './order-view.ts'

const statusChangeSchema = z.strictObject({ status: knownOrderStatusSchema })

/**
 * What the shop's staff do to orders, behind the `X-Admin-Token` header (`ADMIN_TOKEN`; without
 * it these routes do not exist): `POST /shop/orders/{id}/status { status }` moves an order on
 * (confirmed, preparing, shipped, delivered) or cancels it. Not part of the storefront contract.
 */
export function shopRoutes(db: Database, adminToken: string | undefined) {
  const routes = new Hono<AppEnv>()
  if (!adminToken) return routes
  routes.use('/shop/*', async (c, next) => {
    if (c.req.header('x-admin-token') !== adminToken) throw new ApiError(401, 'adminOnly')
    await next()
  })
  routes.post('/shop/orders/:id/status', smallJsonBody, async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const { status } = parseInput(statusChangeSchema, await readJsonBody(c), language)
    await advanceOrder(db, id, status, await readShopTerms(db))
    return c.json({
      message: translate('orderStatusChanged', language),
      data: await readOrder(db, id, null, language),
    })
  })
  return routes
}
