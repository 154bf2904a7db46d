import { cartQuerySchema, endpoints, promoCodeRequestSchema } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CartOwner } from '../cart/cart-line.ts'
import { ownedBy } from '../cart/cart-line.ts'
import { isRetiredGuestCart } from '../cart/guest-cart.ts'
import { toHalalas } from '../cart/money.ts'
import { readCart } from '../cart/read-cart.ts'
import type { Database } from '../db/connect.ts'
import { carts, promoCodes } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { PROMO_PER_CLIENT, PROMO_PER_OWNER, perClient, spendAttempt } from '../http/rate-limit.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { assertPromoApplies, normalizePromoCode } from './promo-rules.ts'
import { promoDetails } from './promo-view.ts'

/** Applying and removing a promo code on the cart of a guest (`uuid`) or of the customer. */
export function promoRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  const cartOwner = async (customerId: number | undefined, uuid: string | undefined) => {
    if (customerId !== undefined) return { customerId } satisfies CartOwner
    if (!uuid || (await isRetiredGuestCart(db, uuid))) throw new ApiError(404, 'noCart')
    return { uuid } satisfies CartOwner
  }

  routes.post(endpoints.applyPromoCode.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(promoCodeRequestSchema, await readJsonBody(c), language)
    const customer = c.get('customer')
    const owner = await cartOwner(customer?.id, body.uuid)
    // Guessing codes is slowed down like guessing passwords.
    await spendAttempt(
      db,
      [`promo:${customer ? `c${customer.id}` : body.uuid}`, PROMO_PER_OWNER],
      [perClient('promo', c.get('client')), PROMO_PER_CLIENT],
    )
    // The cart first: a guess on a cart that does not exist learns nothing about the code.
    const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner))
    if (!cart) throw new ApiError(404, 'noCart')
    const [promo] = await db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, normalizePromoCode(body.code)))
    if (!promo) {
      throw new ApiError(422, 'promoUnknown', { code: [translate('promoUnknown', language)] })
    }
    const before = await readCart(db, owner, language)
    const subTotal = toHalalas(before.sub_total)
    // A guest's email is known at checkout, where "once per customer" is checked again.
    await assertPromoApplies(db, promo, subTotal, {
      customerId: customer?.id ?? null,
      email: customer?.email ?? null,
    })
    await db.update(carts).set({ promoCodeId: promo.id }).where(eq(carts.id, cart.id))
    const after = await readCart(db, owner, language)
    return c.json({
      message: translate('promoApplied', language),
      data: promoDetails(promo, subTotal, toHalalas(after.discount)),
    })
  })

  routes.delete(endpoints.removePromoCode.path, async (c) => {
    const language = c.get('language')
    const query = parseInput(cartQuerySchema, c.req.query(), language)
    const owner = await cartOwner(c.get('customer')?.id, query.uuid)
    const [cart] = await db
      .update(carts)
      .set({ promoCodeId: null })
      .where(ownedBy(owner))
      .returning({ id: carts.id })
    if (!cart) throw new ApiError(404, 'noCart')
    return c.json({ message: translate('promoRemoved', language), data: null })
  })

  return routes
}
