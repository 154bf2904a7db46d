import type { CheckoutRequest, GuestInfo } from '@matjar/core/contract'
import { priceLines, priceOrder } from '@matjar/core/rules'
import { and, asc, eq, sql } from 'drizzle-orm'
import { addressOfForm, type OrderAddress, toAddress } from '../addresses/address-view.ts'
import { checkPlaces, readPlaces } from '../addresses/places.ts'
import { type CartOwner, lineColumns, ownedBy } from '../cart/cart-line.ts'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import {
  addresses,
  branches,
  cartItems,
  carts,
  customers,
  orderHistory,
  orderItems,
  orders,
  productSelections,
  products,
  promoCodes,
  walletEntries,
} from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { KeyClaim } from '../http/idempotency.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { newOrderNumber } from '../orders/order-number.ts'
import { assertPromoApplies, lockBuyerEmail, spendPromoUse } from '../promo/promo-rules.ts'
import { lockCustomer, walletBalance } from '../wallet/ledgers.ts'

type Checkout = Omit<CheckoutRequest, 'payment_method'> & {
  payment_method: 'wallet' | 'cash_on_delivery' | 'card'
}

/** Orders are delivered three days after they are placed (the seed shop's promise). */
const DELIVERY_DAYS = 3

/**
 * Turns the cart into an order, all or nothing, in one transaction:
 * - the cart row is locked, so parallel checkouts of one cart make one order (the others find it
 *   empty);
 * - a customer's row is locked, so their wallet and promo uses are counted once;
 * - stock is taken with conditional updates (`stock >= quantity`) in product order, so a product
 *   is never oversold and two lines drawing on one stock beyond it refuse the whole order;
 * - the promo code's use is spent with a conditional update, so its last use goes to one order;
 * - prices come from the catalogue, never from the request;
 * - the Idempotency-Key's claim learns the order's id in the same transaction (crash recovery).
 * Answers the new order's id.
 */
export async function placeOrder(
  db: Database,
  owner: CartOwner,
  checkout: Checkout,
  claim?: KeyClaim,
): Promise<number> {
  const customerId = 'customerId' in owner ? owner.customerId : null
  const terms = await readShopTerms(db)
  return retryingTransaction(db, async (tx) => {
    const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for('update')
    if (customerId !== null) await lockCustomer(tx, customerId)
    const lines = cart
      ? await tx
          .select({ ...lineColumns, cartLineId: cartItems.id })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .leftJoin(productSelections, eq(productSelections.id, cartItems.selectionId))
          .where(eq(cartItems.cartId, cart.id))
          .orderBy(asc(cartItems.productId), asc(cartItems.id))
      : []
    if (!cart || lines.length === 0) {
      throw new ApiError(422, 'cartEmpty')
    }

    const [branch] = await tx.select().from(branches).where(eq(branches.id, checkout.branch_id))
    if (!branch) throw new ApiError(404, 'branchNotFound')

    let address: OrderAddress
    if (customerId !== null) {
      const [saved] = await tx
        .select()
        .from(addresses)
        .where(
          and(eq(addresses.id, checkout.address_id ?? 0), eq(addresses.customerId, customerId)),
        )
      if (!saved) throw new ApiError(404, 'addressNotFound')
      const { id: _id, is_default: _default, ...rest } = toAddress(saved)
      address = rest
    } else {
      checkPlaces(await readPlaces(tx), checkout.address!, 'address.')
      address = addressOfForm(checkout.address!)
    }

    const prices = priceLines(lines)
    const priced = lines.map((line, i) => ({ ...line, ...prices[i]! }))
    const [promo] = cart.promoCodeId
      ? await tx.select().from(promoCodes).where(eq(promoCodes.id, cart.promoCodeId))
      : []
    const amounts = priceOrder(priced, promo ?? null, terms, address.city)
    const buyer = {
      customerId,
      email:
        customerId !== null
          ? ((
              await tx
                .select({ email: customers.email })
                .from(customers)
                .where(eq(customers.id, customerId))
            )[0]?.email ?? null)
          : ((checkout.guest as GuestInfo | undefined)?.email ?? null),
    }
    if (promo?.maxUsesPerCustomer != null && buyer.email) await lockBuyerEmail(tx, buyer.email)
    if (promo) await assertPromoApplies(tx, promo, amounts.subTotal, buyer)
    if (amounts.subTotal - amounts.discount < terms.minimumOrder) {
      throw new ApiError(422, 'belowMinimumOrder')
    }

    // Stock: one conditional update per line, in product order (no deadlock between checkouts).
    for (const line of priced) {
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} >= ${line.quantity}`))
        .returning({ id: products.id })
      if (!taken) throw new ApiError(402, 'notEnoughStock')
      if (line.selectionId !== null) {
        const [selection] = await tx
          .update(productSelections)
          .set({ stock: sql`${productSelections.stock} - ${line.quantity}` })
          .where(
            and(
              eq(productSelections.id, line.selectionId),
              sql`${productSelections.stock} >= ${line.quantity}`,
            ),
          )
          .returning({ id: productSelections.id })
        if (!selection) throw new ApiError(402, 'notEnoughStock')
      }
    }

    const method = checkout.payment_method
    if (method === 'wallet') {
      if (customerId === null) throw new ApiError(422, 'invalidData')
      if ((await walletBalance(tx, customerId)) < amounts.total) {
        throw new ApiError(402, 'walletTooLow')
      }
    }
    // A card is charged once the order is written (no provider call holds row locks): see
    // `payForOrder`. A wallet pays inside the transaction, under the customer's lock.
    const paymentStatus: 'pending' | 'paid' = method === 'wallet' ? 'paid' : 'pending'
    const orderNumber = newOrderNumber()
    const delivery = new Date(Date.now() + DELIVERY_DAYS * 24 * 60 * 60 * 1000)
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        customerId,
        guest: (checkout.guest as GuestInfo | undefined) ?? null,
        paymentMethod: method,
        paymentStatus,
        subTotal: amounts.subTotal,
        totalDiscount: amounts.totalDiscount,
        promoCodeId: promo?.id ?? null,
        promoCode: promo?.code ?? null,
        discount: amounts.discount,
        shippingCost: amounts.shippingCost,
        taxAmount: amounts.taxAmount,
        total: amounts.total,
        address,
        branchId: branch.id,
        notes: checkout.notes || null,
        estimatedDeliveryDate: delivery.toISOString().slice(0, 10),
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('the order was not written')
    // In the cart's order (stock was taken in product order): a cart given back reads the same.
    await tx.insert(orderItems).values(
      [...priced]
        .sort((a, b) => a.cartLineId - b.cartLineId)
        .map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productType: line.productType,
          selectionId: line.selectionId,
          quantity: line.quantity,
          price: line.price,
          priceBefore: line.priceBefore,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          selectionEn: line.selectionEn,
          selectionAr: line.selectionAr,
        })),
    )
    await tx.insert(orderHistory).values({ orderId: order.id, status: 'pending' })
    await claim?.recordOrder(tx, order.id)
    if (promo) await spendPromoUse(tx, promo, order.id, buyer)
    if (method === 'wallet' && customerId !== null) {
      await tx.insert(walletEntries).values({
        customerId,
        amount: -amounts.total,
        kind: 'payment',
        orderId: order.id,
        reference: orderNumber,
      })
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id))
    await tx
      .update(carts)
      .set({ promoCodeId: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id))
    return order.id
  })
}
