import { type Cart, type CartItem, cartSchema, fromHalalas } from '@matjar/core/contract'
import { priceLines, priceOrder } from '@matjar/core/rules'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cartItems, carts, productSelections, products, promoCodes } from '../db/schema.ts'
import { type Language, translate } from '../messages/translate.ts'
import { discountTextOf } from '../money/discount-text.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { formatPromoValue } from '../promo/promo-view.ts'
import { type CartOwner, lineColumns, ownedBy } from './cart-line.ts'

/** The lines of a cart with their catalogue prices, and the promo code applied to it. */
export async function readCartContents(db: Database, owner: CartOwner | null) {
  if (!owner) return { rows: [], prices: [], promo: null }
  const rows = await db
    .select({
      ...lineColumns,
      productStock: products.stock,
      selectionStock: productSelections.stock,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSelections, eq(productSelections.id, cartItems.selectionId))
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.id))
  const [applied] = await db
    .select({ promo: promoCodes })
    .from(carts)
    .innerJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .where(ownedBy(owner))
  return { rows, prices: priceLines(rows), promo: applied?.promo ?? null }
}

/** A cart priced from the catalogue; an unknown (or absent) owner reads as an empty cart. */
export async function readCart(
  db: Database,
  owner: CartOwner | null,
  language: Language,
): Promise<Cart> {
  const { rows, prices, promo } = await readCartContents(db, owner)
  let subTotal = 0
  let itemCount = 0
  const items = rows.map((row, i): CartItem => {
    const { price, priceBefore, wholesale } = prices[i]!
    subTotal += price * row.quantity
    itemCount += row.quantity
    const productName = language === 'ar' ? row.nameAr : row.nameEn
    const selectionName = language === 'ar' ? row.selectionAr : row.selectionEn
    return {
      product_id: row.productId,
      product_type: row.productType,
      quantity: row.quantity,
      price: fromHalalas(price),
      price_before: priceBefore === null ? null : fromHalalas(priceBefore),
      discount_text: wholesale
        ? translate(language, 'wholesalePrice')
        : discountTextOf(priceBefore, price, language),
      selection_id: row.selectionId,
      name: selectionName ? `${productName} - ${selectionName}` : productName,
      max_quantity: maxQuantityOf(row, rows),
    }
  })

  // The promo code applied to the cart shows what it takes off; shipping waits for the address
  // (checkout, or its quote), and the VAT shown is the part of the total it already includes.
  const terms = await readShopTerms(db)
  const amounts = priceOrder(
    rows.map((row, i) => ({ ...prices[i]!, quantity: row.quantity })),
    promo,
    terms,
    undefined,
  )
  return cartSchema.parse({
    items,
    total_item_count: itemCount,
    sub_total: fromHalalas(subTotal),
    total_discount: fromHalalas(amounts.totalDiscount),
    total_price: fromHalalas(amounts.total),
    tax_amount: fromHalalas(amounts.taxAmount),
    promo_code: promo?.code ?? null,
    discount: fromHalalas(amounts.discount),
    discount_type: promo?.kind ?? null,
    discount_value: promo ? formatPromoValue(promo) : '0.00',
  })
}

type StockRow = {
  productId: number
  selectionId: number | null
  quantity: number
  productStock: number
  selectionStock: number | null
}

/**
 * The most a line can hold now: the stock it draws on (its selection's, or the product's) less
 * what the cart's other lines of that product and selection hold (retail and wholesale share it).
 */
function maxQuantityOf(line: StockRow, lines: readonly StockRow[]): number {
  const stock = line.selectionId === null ? line.productStock : (line.selectionStock ?? 0)
  const others = lines
    .filter(
      (other) =>
        other !== line &&
        other.productId === line.productId &&
        other.selectionId === line.selectionId,
    )
    .reduce((sum, other) => sum + other.quantity, 0)
  return Math.max(0, stock - others)
}
