import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { databaseConfig, databaseEnv } from './config-database.ts'
import { optional, seconds } from './config-fields.ts'
import { commaList, origin } from './config-values.ts'
import type { DatabaseConfig } from './db/connect.ts'
import { DEFAULT_MEMORY_MAX_BYTES, type HttpCacheOptions } from './http/http-cache.ts'
import type { CleanupOptions } from './maintenance/cleanup.ts'
import { DEFAULT_CLEANUP_AGES } from './maintenance/cleanup-ages.ts'

export interface Config {
  port: number
  host: string
  /** Seconds an idle keep-alive connection is kept (longer than a proxy's), and the drain's limit. */
  server: { keepAliveSeconds: number; drainSeconds: number }
  database: DatabaseConfig
  /** Origins allowed by CORS; `'*'` allows any origin. */
  corsOrigins: string[] | '*'
  /** Folder where mails are written in development (the outbox). */
  mailOutboxDir: string
  /** Mail goes through this SMTP server instead of the outbox, when set (production). */
  smtp: { url: string; from: string } | null
  /** This machine's folder for contact forms as they arrive (older versions' files: moved in on start). */
  uploadsDir: string
  /** A contact form whose body goes quiet `idleMs`, or takes longer than `totalMs`, is given up. */
  contactDeadlines: { idleMs: number; totalMs: number }
  /** Folder where picture renditions (and the seed's photographs) are kept once made. */
  mediaDir: string
  /** Google sign-in, when a client id is configured. */
  google: { clientId: string; keysUrl: string } | null
  /** The shop staff's token for `/shop/…` (moving orders on); those routes exist only with it. */
  adminToken: string | null
  /** The secret a card provider signs its payment confirmations with; none: no webhook route. */
  paymentWebhookSecret: string | null
  /** How long public reads may be cached by browsers and shared caches, and in this process. */
  cache: HttpCacheOptions
  /** Proxies whose `X-Forwarded-For` is believed for the client's address (limits). */
  trustedProxies: string[]
  /** How often the cleanup job runs, and when a guest's cart counts as abandoned. */
  cleanup: CleanupOptions
  /**
   * Card payments in development: `page` continues them on the hosted test payment page (served
   * at `publicUrl`, returning to `shopUrl`); `instant` takes them at once, with no page.
   */
  testPayments: { kind: 'page'; publicUrl: string; shopUrl: string } | { kind: 'instant' }
  /** Products the shop is grown to on start (`db/grow-shop.ts`), for a demo at scale; null: the seed. */
  seedSize: number | null
  /**
   * How long a request may wait for the database, connection included, before it is answered 503
   * with Retry-After (PostgreSQL; docs/deployment.md).
   */
  requestDeadlineMs: number
  /** `info`: a line per request and the errors; `error`: the errors only; `silent`: nothing. */
  logLevel: 'info' | 'error' | 'silent'
}

const packageRoot = join(import.meta.dirname, '..')

export { defaultPgliteDir } from './config-database.ts'
export const defaultOutboxDir = join(packageRoot, '.data/outbox')
export const defaultUploadsDir = join(packageRoot, '.data/uploads')
// Beside the embedded database. Renditions are named by their original's hash, so one folder
// can serve several databases.
export const defaultMediaDir = join(packageRoot, '.data/media')

const portMessage = 'must be a whole number from 1 to 65535'

const mb = 'must be a number of megabytes, more than 0'

/** A cleanup age: a whole number of `unit`, 1 or more. */
const age = (unit: string, fallback: number) => {
  const message = `must be a whole number of ${unit}, 1 or more`
  return optional(z.coerce.number({ error: message }).int(message).min(1, message)).default(
    fallback,
  )
}

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: portMessage })
      .int(portMessage)
      .min(1, portMessage)
      .max(65_535, portMessage),
  ).default(4000),
  HOST: optional(z.string()).default('127.0.0.1'),
  ...databaseEnv,
  KEEP_ALIVE_SECONDS: seconds(65).pipe(z.number().min(1, 'must be at least 1 second')),
  DRAIN_SECONDS: seconds(25),
  MAIL_OUTBOX_DIR: optional(z.string()),
  UPLOADS_DIR: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  CONTACT_IDLE_SECONDS: seconds(20).pipe(z.number().min(1, 'must be at least 1 second')),
  CONTACT_FORM_SECONDS: seconds(120).pipe(z.number().min(1, 'must be at least 1 second')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string()).default('Matjar <no-reply@matjar.example>'),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_KEYS_URL: optional(z.url()).default('https://www.googleapis.com/oauth2/v3/certs'),
  ADMIN_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  PAYMENT_WEBHOOK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CACHE_MAX_AGE: seconds(60),
  CACHE_STALE_SECONDS: seconds(600),
  READ_CACHE_SECONDS: seconds(2),
  READ_CACHE_MAX_MB: optional(z.coerce.number({ error: mb }).positive(mb)).default(
    DEFAULT_MEMORY_MAX_BYTES / 2 ** 20,
  ),
  CLEANUP_INTERVAL_SECONDS: seconds(3600).pipe(z.number().min(1, 'must be at least 1 second')),
  GUEST_CART_MAX_AGE_DAYS: age('days', DEFAULT_CLEANUP_AGES.guestCartMaxAgeDays),
  CLEANUP_SESSION_DAYS: age('days', DEFAULT_CLEANUP_AGES.sessionDays),
  CLEANUP_RESET_HOURS: age('hours', DEFAULT_CLEANUP_AGES.resetHours),
  CLEANUP_REGISTRATION_HOURS: age('hours', DEFAULT_CLEANUP_AGES.registrationHours),
  CLEANUP_RETIRED_CART_DAYS: age('days', DEFAULT_CLEANUP_AGES.retiredCartDays),
  CLEANUP_UPLOAD_HOURS: age('hours', DEFAULT_CLEANUP_AGES.uploadHours),
  CARD_PAYMENT_ABANDONED_MINUTES: age('minutes', DEFAULT_CLEANUP_AGES.abandonedPaymentMinutes),
  TRUSTED_PROXIES: optional(
    commaList(
      z.string().refine((entry) => entry === 'loopback' || isIP(entry) !== 0, {
        error: (issue) => `${JSON.stringify(issue.input)} is not an IP address or "loopback"`,
      }),
    ),
  ),
  CORS_ORIGIN: optional(commaList(origin)),
  SEED_SIZE: optional(
    z.coerce
      .number({ error: 'must be a whole number of products, 1 or more' })
      .int('must be a whole number of products, 1 or more')
      .min(1, 'must be a whole number of products, 1 or more'),
  ),
  TEST_PAYMENTS: optional(z.enum(['page', 'instant'])).default('page'),
  LOG_LEVEL: optional(
    z.enum(['info', 'error', 'silent'], { error: 'must be info, error or silent' }),
  ).default('info'),
  PUBLIC_URL: optional(origin),
  SHOP_URL: optional(origin).default('http://localhost:3000'),
})

/** The host a browser on this machine reaches a server bound to `host` at. */
const publicHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from environment variables; throws a ConfigError naming each bad one. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const {
    PORT,
    HOST,
    KEEP_ALIVE_SECONDS,
    DRAIN_SECONDS,
    CORS_ORIGIN,
    MAIL_OUTBOX_DIR,
    UPLOADS_DIR,
    MEDIA_DIR,
    CONTACT_IDLE_SECONDS,
    CONTACT_FORM_SECONDS,
    SMTP_URL,
    MAIL_FROM,
    GOOGLE_CLIENT_ID,
    GOOGLE_KEYS_URL,
    ADMIN_TOKEN,
    PAYMENT_WEBHOOK_SECRET,
    CACHE_MAX_AGE,
    CACHE_STALE_SECONDS,
    READ_CACHE_SECONDS,
    READ_CACHE_MAX_MB,
    CLEANUP_INTERVAL_SECONDS,
    GUEST_CART_MAX_AGE_DAYS,
    CLEANUP_SESSION_DAYS,
    CLEANUP_RESET_HOURS,
    CLEANUP_REGISTRATION_HOURS,
    CLEANUP_RETIRED_CART_DAYS,
    CLEANUP_UPLOAD_HOURS,
    CARD_PAYMENT_ABANDONED_MINUTES,
    TRUSTED_PROXIES,
    TEST_PAYMENTS,
    SEED_SIZE,
    LOG_LEVEL,
    PUBLIC_URL,
    SHOP_URL,
  } = parsed.data
  return {
    port: PORT,
    host: HOST,
    server: { keepAliveSeconds: KEEP_ALIVE_SECONDS, drainSeconds: DRAIN_SECONDS },
    database: databaseConfig(parsed.data),
    corsOrigins:
      !CORS_ORIGIN || CORS_ORIGIN.length === 0 || CORS_ORIGIN.includes('*') ? '*' : CORS_ORIGIN,
    mailOutboxDir: MAIL_OUTBOX_DIR ? resolve(MAIL_OUTBOX_DIR) : defaultOutboxDir,
    uploadsDir: UPLOADS_DIR ? resolve(UPLOADS_DIR) : defaultUploadsDir,
    contactDeadlines: { idleMs: CONTACT_IDLE_SECONDS * 1000, totalMs: CONTACT_FORM_SECONDS * 1000 },
    mediaDir: MEDIA_DIR ? resolve(MEDIA_DIR) : defaultMediaDir,
    smtp: SMTP_URL ? { url: SMTP_URL, from: MAIL_FROM } : null,
    google: GOOGLE_CLIENT_ID ? { clientId: GOOGLE_CLIENT_ID, keysUrl: GOOGLE_KEYS_URL } : null,
    adminToken: ADMIN_TOKEN ?? null,
    paymentWebhookSecret: PAYMENT_WEBHOOK_SECRET ?? null,
    cache: {
      maxAge: CACHE_MAX_AGE,
      staleWhileRevalidate: CACHE_STALE_SECONDS,
      memorySeconds: READ_CACHE_SECONDS,
      memoryMaxBytes: Math.round(READ_CACHE_MAX_MB * 1024 * 1024),
    },
    trustedProxies: TRUSTED_PROXIES ?? [],
    cleanup: {
      intervalSeconds: CLEANUP_INTERVAL_SECONDS,
      guestCartMaxAgeDays: GUEST_CART_MAX_AGE_DAYS,
      sessionDays: CLEANUP_SESSION_DAYS,
      resetHours: CLEANUP_RESET_HOURS,
      registrationHours: CLEANUP_REGISTRATION_HOURS,
      retiredCartDays: CLEANUP_RETIRED_CART_DAYS,
      uploadHours: CLEANUP_UPLOAD_HOURS,
      abandonedPaymentMinutes: CARD_PAYMENT_ABANDONED_MINUTES,
    },
    testPayments:
      TEST_PAYMENTS === 'instant'
        ? { kind: 'instant' }
        : {
            kind: 'page',
            publicUrl: PUBLIC_URL ?? `http://${publicHost(HOST)}:${PORT}`,
            shopUrl: SHOP_URL,
          },
    seedSize: SEED_SIZE ?? null,
    requestDeadlineMs: parsed.data.REQUEST_DEADLINE_MS,
    logLevel: LOG_LEVEL,
  }
}

/** For entry points: prints what is wrong and exits with code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
