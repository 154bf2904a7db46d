import { ADDRESS_TYPES } from '@matjar/core/contract'
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, moment, oneOf } from './columns.ts'

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
  createdAt: createdAt(),
})

/** The customer a row belongs to; the row goes with the account. */
export const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' })

/** A session token, stored as its SHA-256 only: a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('sessions_customer_id_index').on(t.customerId)],
)

/** A password reset code, kept as its SHA-256; single use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
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
  expiresAt: moment('expires_at').notNull(),
  createdAt: createdAt(),
})

/** A customer's delivery address; its name is unique among that customer's addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    name: text('name').notNull(),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    check('addresses_type_known', oneOf(t.type, ADDRESS_TYPES)),
    unique('addresses_customer_name_unique').on(t.customerId, t.name),
    index('addresses_customer_id_index').on(t.customerId),
  ],
)
