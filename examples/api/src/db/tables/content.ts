import type { OpeningHours } from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { bytea } from './bytea.ts'
import { createdAt, moment } from './columns.ts'

/** A blog post; bodies are plain text in both languages (never HTML). */
export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  colour: text('colour').notNull().default('#6b3f22'),
  publishedAt: moment('published_at').notNull(),
})

/** About, services, terms, privacy …: plain text in both languages. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
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

/** A message sent with the contact form (spec §3). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: createdAt(),
})

/**
 * A file sent with a contact message: its bytes are in `contact_attachment_chunks`, in the database
 * every replica reads. `stored_name` is a name the server made (older versions kept the file under
 * it in `UPLOADS_DIR`, imported on start: `importUploads` in contact/attachment-store.ts).
 */
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

/**
 * The bytes of a contact attachment, in pieces of at most 64 KiB in `position` order: a file goes
 * in and out a piece at a time, never whole in the API's memory.
 */
export const contactAttachmentChunks = pgTable(
  'contact_attachment_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => contactAttachments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attachmentId, t.position] }),
    check('contact_attachment_chunks_position_natural', sql`${t.position} >= 0`),
  ],
)
