import { type Cart, type CartItem, cartSchema } from '@matjar/core/contract'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cartItems, carts, productSelections, products } from '../db/schema.ts'
import { discountText, type Language } from '../http/messages.ts'
import { type CartOwner, ownedBy } from './cart-line.ts'
import { discountPercent, formatHalalas } from './money.ts'

/** A cart priced from the catalogue; an unknown (or absent) owner reads as an empty cart. */
export async function readCart(
  db: Database,
  owner: CartOwner | null,
  language: Language,
): Promise<Cart> {
  const rows = owner
    ? await db
        .select({
          productId: cartItems.productId,
          productType: cartItems.productType,
          selectionId: cartItems.selectionId,
          quantity: cartItems.quantity,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          retailPrice: products.retailPrice,
          wholesalePrice: products.wholesalePrice,
          priceBefore: products.priceBefore,
          selectionEn: productSelections.nameEn,
          selectionAr: productSelections.nameAr,
        })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(productSelections, eq(productSelections.id, cartItems.selectionId))
        .where(ownedBy(owner))
        .orderBy(asc(cartItems.id))
    : []

  let subTotal = 0
  let itemCount = 0
  const items = rows.map((row): CartItem => {
    const retail = row.productType === 'retail'
    const price = retail ? row.retailPrice : row.wholesalePrice
    // A former price belongs to the retail offer; wholesale prices are not shown as discounts.
    const priceBefore = retail && row.priceBefore !== null ? row.priceBefore : null
    subTotal += price * row.quantity
    itemCount += row.quantity
    const productName = language === 'ar' ? row.nameAr : row.nameEn
    const selectionName = language === 'ar' ? row.selectionAr : row.selectionEn
    return {
      product_id: row.productId,
      product_type: row.productType,
      quantity: row.quantity,
      price: formatHalalas(price),
      price_before: priceBefore === null ? null : formatHalalas(priceBefore),
      discount_text:
        priceBefore === null ? null : discountText(discountPercent(priceBefore, price), language),
      selection_id: row.selectionId,
      name: selectionName ? `${productName} - ${selectionName}` : productName,
    }
  })

  // The contract's defaults fill the fields this slice does not compute yet (shipping, tax, promo).
  return cartSchema.parse({
    items,
    total_item_count: itemCount,
    sub_total: formatHalalas(subTotal),
    total_price: formatHalalas(subTotal),
  })
}
