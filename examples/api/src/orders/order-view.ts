import {
  CANCELLABLE_ORDER_STATUSES,
  fromHalalas,
  type Order,
  type OrderItem,
  type OrderSummary,
} from '@matjar/core/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { OrderAddress } from '../addresses/address-view.ts'
import { readPlaces, withPlaceNames } from '../addresses/places.ts'
import type { Database } from '../db/connect.ts'
import { branches, orderHistory, orderItems, orderRatings, orders, products } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PictureRef, smallImageUrl } from '../media/image-view.ts'
import { firstPictureOf } from '../media/pictures.ts'
import type { Language } from '../messages/translate.ts'
import { discountTextOf } from '../money/discount-text.ts'

export type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

const named = (en: string, ar: string, language: Language) => (language === 'ar' ? ar : en)

export const orderItemView = (
  row: ItemRow & { picture: PictureRef | null },
  language: Language,
): OrderItem => {
  const product = named(row.nameEn, row.nameAr, language)
  const selection = row.selectionEn ? named(row.selectionEn, row.selectionAr ?? '', language) : null
  return {
    product_id: row.productId,
    product_type: row.productType,
    quantity: row.quantity,
    price: fromHalalas(row.price),
    price_before: row.priceBefore === null ? null : fromHalalas(row.priceBefore),
    discount_text: discountTextOf(row.priceBefore, row.price, language),
    selection_id: row.selectionId,
    name: product,
    image: row.picture ? smallImageUrl(row.picture) : null,
    selection_name: selection,
    line_total: fromHalalas(row.price * row.quantity),
  }
}

export const orderSummaryView = (
  row: OrderRow,
  itemCount: number,
  rated: boolean,
): OrderSummary => ({
  id: row.id,
  order_number: row.orderNumber,
  order_date: row.createdAt.toISOString(),
  status: row.status,
  payment_status: row.paymentStatus,
  payment_method: row.paymentMethod,
  total_item_count: itemCount,
  total_price: fromHalalas(row.total),
  can_cancel: CANCELLABLE_ORDER_STATUSES.includes(row.status),
  can_rate: row.status === 'delivered' && !rated,
})

/** The lines of an order, with their products' first pictures. */
export async function readOrderItems(db: Pick<Database, 'select'>, orderId: number) {
  return db
    .select({ item: orderItems, picture: firstPictureOf })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
}

/** One order as the contract shows it, or null when it is not the customer's (or not at all). */
export async function readOrder(
  db: Pick<Database, 'select'>,
  orderId: number,
  customerId: number | null,
  language: Language,
): Promise<Order | null> {
  if (orderId > 2_147_483_647) return null
  const [row] = await db
    .select({ order: orders, branch: branches })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      customerId === null
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.customerId, customerId)),
    )
  if (!row) return null
  const { order, branch } = row
  const items = await readOrderItems(db, order.id)
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.id))
    .orderBy(asc(orderHistory.id))
  const [rating] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, order.id))
  const itemCount = items.reduce((sum, { item }) => sum + item.quantity, 0)
  return {
    ...orderSummaryView(order, itemCount, rating !== undefined),
    items: items.map(({ item, picture }) => orderItemView({ ...item, picture }, language)),
    sub_total: fromHalalas(order.subTotal),
    total_discount: fromHalalas(order.totalDiscount),
    promo_code: order.promoCode,
    discount: fromHalalas(order.discount),
    shipping_cost: fromHalalas(order.shippingCost),
    tax_amount: fromHalalas(order.taxAmount),
    estimated_delivery_date: order.estimatedDeliveryDate,
    address: withPlaceNames(await readPlaces(db), order.address as OrderAddress, language),
    guest: (order.guest as Order['guest']) ?? null,
    branch: {
      id: branch.id,
      slug: branch.slug,
      name: named(branch.nameEn, branch.nameAr, language),
      city: named(branch.cityEn, branch.cityAr, language),
    },
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    rating: rating
      ? {
          rating: rating.rating,
          comment: rating.comment,
          created_at: rating.createdAt.toISOString(),
        }
      : null,
  }
}

/** One order of the customer (any order when `customerId` is null), or a 404. */
export async function orderOrNotFound(
  db: Pick<Database, 'select'>,
  orderId: number,
  customerId: number | null,
  language: Language,
): Promise<Order> {
  const order = await readOrder(db, orderId, customerId, language)
  if (!order) throw new ApiError(404, 'orderNotFound')
  return order
}
