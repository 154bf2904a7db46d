import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  defaultMediaDir,
  defaultOutboxDir,
  defaultPgliteDir,
  defaultUploadsDir,
  loadConfig,
} from './config.ts'
import { DEFAULT_CLEANUP_AGES } from './maintenance/cleanup-ages.ts'

describe('loadConfig', () => {
  it('keeps idle connections longer than the nginx template keeps its own, and drains within 30 s', async () => {
    const template = await readFile(
      join(import.meta.dirname, '../../storefront/deploy/nginx.conf.template'),
      'utf8',
    )
    // nginx's default when the template says nothing is 60 s.
    const nginx = Number(/keepalive_timeout (\d+)s;/.exec(template)?.[1] ?? 60)
    const { server } = loadConfig({})
    expect(server.keepAliveSeconds).toBeGreaterThan(nginx)
    expect(server.drainSeconds).toBeLessThan(30)
  })

  it('defaults to port 4000 on this machine only, PGlite in .data/pglite and any origin', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      server: { keepAliveSeconds: 65, drainSeconds: 25 },
      database: { kind: 'pglite', dataDir: defaultPgliteDir },
      corsOrigins: '*',
      mailOutboxDir: defaultOutboxDir,
      uploadsDir: defaultUploadsDir,
      contactDeadlines: { idleMs: 20_000, totalMs: 120_000 },
      mediaDir: defaultMediaDir,
      smtp: null,
      google: null,
      adminToken: null,
      paymentWebhookSecret: null,
      cache: {
        maxAge: 60,
        staleWhileRevalidate: 600,
        memorySeconds: 2,
        memoryMaxBytes: 32 * 1024 * 1024,
      },
      trustedProxies: [],
      cleanup: { intervalSeconds: 3600, ...DEFAULT_CLEANUP_AGES },
      testPayments: {
        kind: 'page',
        publicUrl: 'http://127.0.0.1:4000',
        shopUrl: 'http://localhost:3000',
      },
      seedSize: null,
      requestDeadlineMs: 3000,
      logLevel: 'info',
    })
    expect(defaultPgliteDir).toBe(resolve(import.meta.dirname, '../.data/pglite'))
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      KEEP_ALIVE_SECONDS: '125',
      DRAIN_SECONDS: '10',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      CORS_ORIGIN: 'https://shop.example, http://localhost:5173',
      MAIL_OUTBOX_DIR: '/tmp/outbox',
      UPLOADS_DIR: '/tmp/uploads',
      CONTACT_IDLE_SECONDS: '5',
      CONTACT_FORM_SECONDS: '30',
      MEDIA_DIR: '/tmp/media',
      SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      GOOGLE_KEYS_URL: 'http://127.0.0.1:9/certs',
      ADMIN_TOKEN: 'staff-token-0123456789',
      PAYMENT_WEBHOOK_SECRET: 'whsec-0123456789abcdef0123456789abcdef',
      CACHE_MAX_AGE: '30',
      CACHE_STALE_SECONDS: '120',
      READ_CACHE_SECONDS: '0',
      READ_CACHE_MAX_MB: '0.5',
      CLEANUP_INTERVAL_SECONDS: '600',
      GUEST_CART_MAX_AGE_DAYS: '7',
      CLEANUP_SESSION_DAYS: '90',
      CLEANUP_RESET_HOURS: '2',
      CLEANUP_REGISTRATION_HOURS: '3',
      CLEANUP_RETIRED_CART_DAYS: '14',
      CLEANUP_UPLOAD_HOURS: '6',
      CARD_PAYMENT_ABANDONED_MINUTES: '45',
      TRUSTED_PROXIES: 'loopback, 10.0.0.2',
      STATEMENT_TIMEOUT_MS: '20000',
      SEED_SIZE: '10000',
      PUBLIC_READ_TIMEOUT_MS: '1500',
      DATABASE_POOL_SIZE: '6',
      DATABASE_IDLE_SECONDS: '20',
      DATABASE_MAX_LIFETIME_SECONDS: '0',
      DATABASE_QUEUE_LIMIT: '12',
      DATABASE_POOLER: 'transaction',
      REQUEST_DEADLINE_MS: '2500',
      PUBLIC_URL: 'https://api.shop.example',
      SHOP_URL: 'https://shop.example',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      server: { keepAliveSeconds: 125, drainSeconds: 10 },
      database: {
        kind: 'postgres',
        url: 'postgres://postgres@127.0.0.1:5432/test',
        limits: { statementMs: 20_000, publicReadMs: 1500 },
        pool: {
          size: 6,
          idleSeconds: 20,
          lifetimeSeconds: 0,
          queueLimit: 12,
          pooler: 'transaction',
        },
      },
      seedSize: 10_000,
      corsOrigins: ['https://shop.example', 'http://localhost:5173'],
      mailOutboxDir: '/tmp/outbox',
      uploadsDir: '/tmp/uploads',
      contactDeadlines: { idleMs: 5_000, totalMs: 30_000 },
      mediaDir: '/tmp/media',
      smtp: { url: 'smtps://shop:secret@smtp.example.com:465', from: 'Shop <shop@example.com>' },
      google: { clientId: 'shop.apps.googleusercontent.com', keysUrl: 'http://127.0.0.1:9/certs' },
      adminToken: 'staff-token-0123456789',
      paymentWebhookSecret: 'whsec-0123456789abcdef0123456789abcdef',
      cache: { maxAge: 30, staleWhileRevalidate: 120, memorySeconds: 0, memoryMaxBytes: 524_288 },
      trustedProxies: ['loopback', '10.0.0.2'],
      cleanup: {
        intervalSeconds: 600,
        guestCartMaxAgeDays: 7,
        sessionDays: 90,
        resetHours: 2,
        registrationHours: 3,
        retiredCartDays: 14,
        uploadHours: 6,
        abandonedPaymentMinutes: 45,
      },
      testPayments: {
        kind: 'page',
        publicUrl: 'https://api.shop.example',
        shopUrl: 'https://shop.example',
      },
      requestDeadlineMs: 2500,
      logLevel: 'info',
    })
    expect(loadConfig({ TEST_PAYMENTS: 'instant' }).testPayments).toEqual({ kind: 'instant' })
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent')
    expect(loadConfig({ LOG_LEVEL: 'error' }).logLevel).toBe('error')
    expect(() => loadConfig({ TEST_PAYMENTS: 'free' })).toThrow(/TEST_PAYMENTS/)
    expect(() => loadConfig({ SHOP_URL: 'shop.example/path' })).toThrow(/SHOP_URL/)
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/)
    expect(() => loadConfig({ CLEANUP_SESSION_DAYS: '0' })).toThrow(/CLEANUP_SESSION_DAYS/)
    expect(() => loadConfig({ PUBLIC_READ_TIMEOUT_MS: '0' })).toThrow(
      /PUBLIC_READ_TIMEOUT_MS: must be a whole number of milliseconds, 1 or more/,
    )
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '2.5' })).toThrow(/STATEMENT_TIMEOUT_MS/)
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(
      /DATABASE_POOL_SIZE: must be a whole number of connections, 2 or more/,
    )
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(
      /DATABASE_POOLER: must be none or transaction/,
    )
  })

  it('resolves a relative PGLITE_DIR from the working directory', () => {
    expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: resolve('tmp/db'),
    })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', CORS_ORIGIN: '' })).toEqual(loadConfig({}))
  })

  it('names every bad variable', () => {
    const load = () =>
      loadConfig({
        PORT: '99999',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGIN: 'https://a.example/path',
        READ_CACHE_SECONDS: '-1',
        GUEST_CART_MAX_AGE_DAYS: '0',
        TRUSTED_PROXIES: '10.0.0.0/8',
        LOG_LEVEL: 'debug',
      })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(/LOG_LEVEL: must be info, error or silent/)
    expect(load).toThrow(/PORT/)
    expect(load).toThrow(/DATABASE_URL/)
    expect(load).toThrow(/CORS_ORIGIN/)
    expect(load).toThrow(/READ_CACHE_SECONDS: must be a whole number of seconds/)
    expect(load).toThrow(/GUEST_CART_MAX_AGE_DAYS: must be a whole number of days/)
    expect(load).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/8" is not an IP address/)
  })
})
