import { toHalalas } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CartOwner } from '../cart/cart-line.ts'
import { ownedBy } from '../cart/cart-line.ts'
import { isRetiredGuestCart } from '../cart/guest-cart.ts'
import { readCart } from '../cart/read-cart.ts'
import type { Database } from '../db/connect.ts'
import { carts, promoCodes } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { PROMO_PER_CLIENT, PROMO_PER_OWNER, perClient, spendAttempt } from '../http/rate-limit.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
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

  serve(routes, 'applyPromoCode', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    const owner = await cartOwner(customer?.id, body.uuid)
    // Guessing codes is slowed down like guessing passwords.
    await spendAttempt(
      db,
      [perClient('promo', c.get('client')), PROMO_PER_CLIENT],
      [`promo:${customer ? `c${customer.id}` : body.uuid}`, PROMO_PER_OWNER],
    )
    // The cart first: a guess on a cart that does not exist learns nothing about the code.
    const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner))
    if (!cart) throw new ApiError(404, 'noCart')
    const [promo] = await db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, normalizePromoCode(body.code)))
    if (!promo) {
      throw fieldError(422, 'promoUnknown', 'code')
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
    return {
      message: translate(language, 'promoApplied'),
      data: promoDetails(promo, subTotal, toHalalas(after.discount)),
    }
  })

  serve(routes, 'removePromoCode', async (c, { query }) => {
    const owner = await cartOwner(c.get('customer')?.id, query.uuid)
    const [cart] = await db
      .update(carts)
      .set({ promoCodeId: null })
      .where(ownedBy(owner))
      .returning({ id: carts.id })
    if (!cart) throw new ApiError(404, 'noCart')
    return { message: translate(c.get('language'), 'promoRemoved'), data: null }
  })

  return routes
}
