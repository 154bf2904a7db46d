import type { OpeningHours } from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Money is stored as integer halalas (1 SAR = 100 halalas) so sums never round.

/** Categories nest: a subcategory names its parent. `path` is the slugs from the top down. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    path: text('path').notNull().unique(),
    parentId: integer('parent_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'categories_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
  ],
)

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    retailPrice: integer('retail_price').notNull(),
    wholesalePrice: integer('wholesale_price').notNull(),
    /** The retail price before a discount; null when the product is not discounted. */
    priceBefore: integer('price_before'),
    /** For a product sold in selections (colours), the sum of their stock; each selection's own stock is the limit. */
    stock: integer('stock').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Fewest units of a wholesale line; null when the product is not sold wholesale. */
    wholesaleMinQuantity: integer('wholesale_min_quantity'),
    /** When the offer (the discounted price) ends; null for no end. */
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
    /** The colour of the generated picture. */
    colour: text('colour').notNull().default('#8b5a2b'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_id_index').on(t.categoryId),
    index('products_brand_id_index').on(t.brandId),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_prices_non_negative', sql`${t.retailPrice} >= 0 AND ${t.wholesalePrice} >= 0`),
    check(
      'products_price_before_above_price',
      sql`${t.priceBefore} IS NULL OR ${t.priceBefore} > ${t.retailPrice}`,
    ),
  ],
)

/** A line of a product's specifications table, in both languages. */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelEn: text('label_en').notNull(),
    labelAr: text('label_ar').notNull(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_specifications_product_id_index').on(t.productId)],
)

/** A review of a product: 1 to 5 stars. A product's rating is the average of its reviews. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_id_index').on(t.productId),
  ],
)

/** Colour variants of a product, each with its own stock. */
export const productSelections = pgTable(
  'product_selections',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    check('product_selections_stock_non_negative', sql`${t.stock} >= 0`),
    // Target of the cart line's (selection_id, product_id) key: a line's selection belongs to its product.
    unique('product_selections_id_product_id_unique').on(t.id, t.productId),
    index('product_selections_product_id_index').on(t.productId),
  ],
)

/** A signed-in shopper. Emails are stored lower-cased, so one address is one account. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  /** argon2id in PHC form; null for an account made by Google sign-in. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  avatar: text('avatar'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A session token, stored as its SHA-256 only: a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer_id_index').on(t.customerId)],
)

/** Guest cart uuids taken into an account: the bare uuid no longer names a cart. */
export const retiredGuestCarts = pgTable('retired_guest_carts', {
  uuid: uuid('uuid').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
})

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
)

/** A password reset code, kept as its SHA-256; single use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_customer_id_index').on(t.customerId)],
)

/**
 * A sign-up waiting for its email to be confirmed (one per email; signing up again replaces it).
 * The account is made only when the mailed code comes back, so `POST /auth/register` answers the
 * same whether or not the email already has an account.
 */
export const pendingRegistrations = pgTable('pending_registrations', {
  email: text('email').primaryKey(),
  userName: text('user_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  /** argon2id in PHC form, hashed at sign-up so the confirmation never sees the password. */
  passwordHash: text('password_hash').notNull(),
  /** SHA-256 of email and code. */
  codeHash: text('code_hash').notNull(),
  /** Wrong codes tried; the sign-up is dropped after five. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Attempts per key and time window (login and forgot-password), in the database so that every
 * API replica counts the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
})

/** A message sent with the contact form (spec §3). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A file sent with a contact message, stored under a name the server made. */
export const contactAttachments = pgTable('contact_attachments', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
})

/** A blog post; bodies are plain text in both languages (never HTML). */
export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  colour: text('colour').notNull().default('#6b3f22'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
})

/** About, services, terms, privacy …: plain text in both languages. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  phone: text('phone').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** `[{ day, opens, closes }]`, as the contract's opening hours. */
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
})

/** The shop's settings (contact, VAT, shipping, points), one JSON document. */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').notNull(),
})

export const addressTypes = ['home', 'office', 'apartment', 'other'] as const

/** A customer's delivery address; its name is unique among that customer's addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: addressTypes }).notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    street: text('street'),
    block: text('block'),
    avenue: text('avenue'),
    floor: text('floor'),
    apartmentNumber: text('apartment_number'),
    zipCode: text('zip_code'),
    phone: text('phone').notNull(),
    companyName: text('company_name'),
    details: text('details').notNull(),
    messageToStore: text('message_to_store'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('addresses_type_known', sql`${t.type} IN ('home', 'office', 'apartment', 'other')`),
    unique('addresses_customer_name_unique').on(t.customerId, t.name),
    index('addresses_customer_id_index').on(t.customerId),
  ],
)

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('carts_has_owner', sql`${t.uuid} IS NOT NULL OR ${t.customerId} IS NOT NULL`),
    index('carts_customer_id_index').on(t.customerId),
  ],
)

export const productTypes = ['retail', 'wholesale'] as const

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
    productType: text('product_type', { enum: productTypes }).notNull(),
    selectionId: integer('selection_id'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_product_type_known', sql`${t.productType} IN ('retail', 'wholesale')`),
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

// ── Money: promo codes, orders, wallet and points ───────────────────────────────────────────
// Wallet and points are append-only ledgers: a balance is the sum of its entries, never stored.

export const promoKinds = ['percentage', 'fixed'] as const

/** A promo code. `value` is basis points for a percentage (1000 = 10 %), halalas when fixed. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case; the shopper may type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: promoKinds }).notNull(),
    value: integer('value').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Uses in all; null for no limit. `used` counts orders placed with it. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} IN ('percentage', 'fixed')`),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check(
      'promo_codes_percentage_at_most_100',
      sql`${t.kind} <> 'percentage' OR ${t.value} <= 10000`,
    ),
    check('promo_codes_used_within_limit', sql`${t.maxUses} IS NULL OR ${t.used} <= ${t.maxUses}`),
  ],
)

export const orderStatuses = [
  'pending',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
] as const
export const paymentStatuses = ['pending', 'paid', 'refunded', 'failed'] as const
export const paymentMethods = ['wallet', 'cash_on_delivery', 'card'] as const

/** An order: the cart as it was checked out, priced from the catalogue at that moment. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A guest's name, email and phone; null for a customer's order. */
    guest: jsonb('guest'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentReference: text('payment_reference'),
    subTotal: integer('sub_total').notNull(),
    totalDiscount: integer('total_discount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    shippingCost: integer('shipping_cost').notNull(),
    /** VAT included in the total (prices include VAT). */
    taxAmount: integer('tax_amount').notNull(),
    total: integer('total').notNull(),
    /** The delivery address as it was when ordered. */
    address: jsonb('address').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    notes: text('notes'),
    estimatedDeliveryDate: text('estimated_delivery_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_id_index').on(t.customerId),
    check(
      'orders_amounts_non_negative',
      sql`${t.subTotal} >= 0 AND ${t.discount} >= 0 AND ${t.shippingCost} >= 0 AND ${t.taxAmount} >= 0 AND ${t.total} >= 0`,
    ),
  ],
)

/** A line of an order, named and priced as bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type', { enum: productTypes }).notNull(),
    selectionId: integer('selection_id'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    priceBefore: integer('price_before'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    selectionEn: text('selection_en'),
    selectionAr: text('selection_ar'),
  },
  (t) => [
    index('order_items_order_id_index').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

/** Every status an order went through, in order. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_id_index').on(t.orderId)],
)

/** The customer's rating of a delivered order: one per order. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_ratings_stars', sql`${t.rating} BETWEEN 1 AND 5`)],
)

/** Which order used which promo code, for the per-customer limit. */
export const promoUses = pgTable(
  'promo_uses',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The buyer's email, lower case (a customer's, or the guest's): "once per customer" counts it. */
    email: text('email'),
  },
  (t) => [
    index('promo_uses_code_customer_index').on(t.promoCodeId, t.customerId),
    index('promo_uses_code_email_index').on(t.promoCodeId, t.email),
  ],
)

export const walletEntryKinds = ['recharge', 'payment', 'refund', 'points_conversion'] as const

/** The wallet's ledger: signed halalas. An order is paid once and refunded once at most. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: walletEntryKinds }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_customer_id_index').on(t.customerId),
    uniqueIndex('wallet_entries_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('wallet_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
)

export const pointsEntryKinds = ['earned', 'reversed', 'converted'] as const

/** The points ledger: earned once per delivered order, reversed once, converted at will. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    kind: text('kind', { enum: pointsEntryKinds }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_customer_id_index').on(t.customerId),
    uniqueIndex('points_entries_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
)

/**
 * A call made with an Idempotency-Key: who made it (`scope`), a hash of its body, and its answer
 * once it has one. The same key again replays the answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the running call took the key; a claim older than the bound is recovered. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order the call wrote, in the order's own transaction: a retry after a crash finds it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/**
 * Mails to send after the answer (a password reset): the request only writes a row, the same for
 * an email with or without an account, and the API process sends it (`mail/mail-queue.ts`).
 */
export const mailJobs = pgTable('mail_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['password-reset'] }).notNull(),
  email: text('email').notNull(),
  language: text('language').notNull(),
  /** A replica sending it holds it until then; past it, another may try again. */
  takenUntil: timestamp('taken_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const schema = {
  categories,
  brands,
  products,
  productSpecifications,
  reviews,
  productSelections,
  customers,
  sessions,
  retiredGuestCarts,
  wishlistItems,
  addresses,
  passwordResets,
  rateLimits,
  contactMessages,
  contactAttachments,
  blogs,
  pages,
  branches,
  shopSettings,
  carts,
  cartItems,
  pendingRegistrations,
  promoCodes,
  orders,
  orderItems,
  orderHistory,
  orderRatings,
  promoUses,
  walletEntries,
  pointsEntries,
  idempotencyKeys,
  mailJobs,
}
