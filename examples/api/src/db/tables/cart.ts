import { PRODUCT_TYPES } from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { customerId, customers } from './accounts.ts'
import { productSelections, products } from './catalogue.ts'
import { createdAt, moment, oneOf } from './columns.ts'
import { promoCodes } from './orders.ts'

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** A guest's cart is named by the uuid the storefront generated; null for a customer's cart. */
    uuid: uuid('uuid').unique(),
    /** A customer's cart (one per customer); null for a guest's. */
    customerId: integer('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The promo code applied to the cart, checked again at checkout. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('carts_has_owner', sql`${t.uuid} IS NOT NULL OR ${t.customerId} IS NOT NULL`),
    index('carts_customer_id_index').on(t.customerId),
  ],
)

/** One cart line: a product, in its retail or wholesale offer, optionally in one selection. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    selectionId: integer('selection_id'),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_product_type_known', oneOf(t.productType, PRODUCT_TYPES)),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    // A null selection_id skips this key (MATCH SIMPLE), a set one must belong to the line's product.
    foreignKey({
      name: 'cart_items_selection_of_product_fk',
      columns: [t.selectionId, t.productId],
      foreignColumns: [productSelections.id, productSelections.productId],
    }).onDelete('cascade'),
    // NULLS NOT DISTINCT: two lines of the same product without a selection are one line.
    unique('cart_items_line_unique')
      .on(t.cartId, t.productId, t.productType, t.selectionId)
      .nullsNotDistinct(),
  ],
)

/** Guest cart uuids taken into an account: the bare uuid no longer names a cart. */
export const retiredGuestCarts = pgTable('retired_guest_carts', {
  uuid: uuid('uuid').primaryKey(),
  customerId: customerId(),
  retiredAt: moment('retired_at').notNull().defaultNow(),
})

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: customerId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
)
