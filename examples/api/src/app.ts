import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { GoogleVerifier } from './accounts/google-id-token.ts'
import { accountRoutes } from './accounts/routes.ts'
import { addressRoutes } from './addresses/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { checkoutRoutes } from './checkout/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { cancelledWith, pastDeadline } from './db/cancel-on-abort.ts'
import type { Database } from './db/connect.ts'
import { DatabaseBusyError } from './db/guarded-client.ts'
import { isQueryTimeout, unavailableCause } from './db/sql-state.ts'
import { healthRoutes } from './health.ts'
import { ApiError } from './http/api-error.ts'
import { clientAddress, trustedProxiesOf } from './http/client-address.ts'
import { cors } from './http/cors.ts'
import { readCustomer } from './http/customer.ts'
import type { AppEnv } from './http/env.ts'
import { DEFAULT_MEMORY_MAX_BYTES, type HttpCacheOptions, httpCache } from './http/http-cache.ts'
import { languageOf } from './http/language.ts'
import { jsonLogger, type Logger, logsRequests, requestLog } from './http/logger.ts'
import { redacting } from './http/redact-log.ts'
import { errorResponse, requestLanguage } from './http/respond.ts'
import { createMailQueue, type MailQueue } from './mail/mail-queue.ts'
import { createMemoryTransport, type MailTransport } from './mail/mail-transport.ts'
import { createMediaLibrary } from './media/media-library.ts'
import { createRenditionStore } from './media/rendition-store.ts'
import { mediaRoutes } from './media/routes.ts'
import { translate } from './messages/translate.ts'
import { orderRoutes } from './orders/routes.ts'
import { shopRoutes } from './orders/shop-routes.ts'
import { confirmationRoutes } from './payments/confirmation-routes.ts'
import { shopPaymentOutcomes } from './payments/payment-outcomes.ts'
import { createTestPaymentProvider, type PaymentProvider } from './payments/payment-provider.ts'
import { createTestPaymentPage } from './payments/test-payment-page.ts'
import { pointsRoutes } from './points/routes.ts'
import { promoRoutes } from './promo/routes.ts'
import { walletRoutes } from './wallet/routes.ts'
import { wishlistRoutes } from './wishlist/routes.ts'

export interface AppOptions {
  db: Database
  /** Where public reads (catalogue, content) go: connections with a shorter time limit; `db` unless given. */
  publicReads?: Database
  /** Where request and error lines go; tests pass `silentLogger`. */
  logger?: Logger
  /** Origins the storefront runs on; `'*'` (the default) allows any origin. */
  corsOrigins?: string[] | '*'
  /** Where account mails go (reset codes); kept in memory unless given. */
  mail?: MailTransport
  /** Mails sent after the answer; one over `mail` unless given (the server drains it now and then). */
  mailQueue?: MailQueue
  /** Verifies Google ID tokens; without it Google sign-in answers 404. */
  google?: GoogleVerifier
  /** This machine's folder for contact forms as they arrive (attachments are stored in `db`). */
  uploadsDir?: string
  /** How long a contact form's body may go quiet, and take in all (20 s and 120 s unless given). */
  contactDeadlines?: { idleMs: number; totalMs: number }
  /** Where picture renditions are kept once made. */
  mediaDir?: string
  /** Takes card payments (checkout, wallet recharge); the test provider unless given. */
  payments?: PaymentProvider
  /**
   * The hosted test payment page (development): when given, card payments continue on it (at
   * `publicUrl`, this API's own address), and it sends the shopper back to `shopUrl`. It
   * replaces `payments`.
   */
  paymentPage?: { publicUrl: string; shopUrl: string }
  /** Opens `POST /payments/confirmations` to a provider's webhooks signed with this secret. */
  paymentWebhookSecret?: string | null
  /**
   * Opens the back office (the contract's `access: 'staff'` calls: staff moving orders on) to
   * callers sending it as `X-Admin-Token`; without it those calls answer 404.
   */
  adminToken?: string | null
  /** How public reads may be cached; see `httpCache`. The in-memory copy is off unless given. */
  cache?: Partial<HttpCacheOptions>
  /** Proxies whose `X-Forwarded-For` names the client (addresses, or `loopback`); none unless given. */
  trustedProxies?: string[]
  /**
   * Each request's deadline: past it, its queries still waiting for a PostgreSQL connection, and
   * its public reads, stop, and it is answered 503 with Retry-After (db/guarded-client.ts). None
   * unless given.
   */
  requestDeadlineMs?: number | null
  /** True once the process is stopping: `/health` answers 503 "draining" (server.ts). */
  isDraining?: () => boolean
}

/** Seconds a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_BUSY = '2'
const RETRY_AFTER_UNAVAILABLE = '5'

/** The Storefront API as a Hono app, not listening: the server serves it, tests call `app.request`. */
export function createApp({
  db,
  publicReads = db,
  logger: givenLogger = jsonLogger,
  corsOrigins = '*',
  mail = createMemoryTransport(),
  google,
  uploadsDir = join(tmpdir(), 'matjar-uploads'),
  contactDeadlines = { idleMs: 20_000, totalMs: 120_000 },
  mediaDir = join(tmpdir(), 'matjar-media'),
  payments: givenPayments = createTestPaymentProvider(),
  paymentPage,
  paymentWebhookSecret = null,
  adminToken = null,
  cache = {},
  trustedProxies = [],
  mailQueue,
  requestDeadlineMs = null,
  isDraining = () => false,
}: AppOptions) {
  // Every error line goes out redacted, whatever logger was given (http/redact-log.ts).
  const logger = redacting(givenLogger)
  const mails = mailQueue ?? createMailQueue(db, mail, logger)
  const app = new Hono<AppEnv>()
  const testPage = paymentPage ? createTestPaymentPage({ db, apiUrl: paymentPage.publicUrl }) : null
  const payments = testPage ? testPage.provider : givenPayments

  // A logger that drops request lines (LOG_LEVEL error or silent) costs the requests nothing.
  if (logsRequests(logger)) app.use(requestLog(logger))
  app.use(
    cors({
      origin: corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    }),
  )
  // A client that goes away cancels the public reads its request has under way (PostgreSQL);
  // a request out of time stops waiting for the database and is answered 503.
  app.use((c, next) =>
    cancelledWith(
      c.req.raw.signal,
      next,
      requestDeadlineMs ? AbortSignal.timeout(requestDeadlineMs) : undefined,
    ),
  )
  app.use(async (c, next) => {
    c.set('language', languageOf(c.req.header('accept-language')))
    c.set('staffToken', adminToken || null)
    await next()
  })
  app.use(
    httpCache({
      maxAge: 60,
      staleWhileRevalidate: 600,
      memorySeconds: 0,
      memoryMaxBytes: DEFAULT_MEMORY_MAX_BYTES,
      ...cache,
    }),
  )
  // Who is calling matters to the per-client limits only: not read for answers kept in memory.
  app.use(clientAddress(trustedProxiesOf(trustedProxies)))

  app.use(readCustomer(db))

  app.route('/', healthRoutes(db, isDraining))
  app.route('/', cartRoutes(db))
  app.route('/', catalogueRoutes(publicReads))
  app.route('/', contentRoutes(publicReads))
  app.route(
    '/',
    mediaRoutes(
      createMediaLibrary(db, createRenditionStore(mediaDir), {
        onStoreError: (error) => logger.error({ error: `Rendition not kept: ${error.message}` }),
      }),
    ),
  )
  app.route('/', accountRoutes(db, mail, mails, google))
  app.route('/', wishlistRoutes(db))
  app.route('/', addressRoutes(db))
  app.route('/', contactRoutes(db, { scratchDir: uploadsDir, ...contactDeadlines }))
  app.route('/', promoRoutes(db))
  app.route('/', checkoutRoutes(db, payments))
  app.route('/', orderRoutes(db))
  app.route('/', walletRoutes(db, payments))
  app.route('/', pointsRoutes(db))
  app.route('/', shopRoutes(db))
  if (testPage && paymentPage) {
    app.route('/', testPage.routes(shopPaymentOutcomes(db, payments, paymentPage.shopUrl)))
  }
  if (paymentWebhookSecret) {
    app.route('/', confirmationRoutes(db, payments, paymentWebhookSecret))
  }

  app.notFound((c) =>
    c.json(
      {
        message: translate(requestLanguage(c), 'noSuchEndpoint', {
          method: c.req.method,
          path: new URL(c.req.url).pathname,
        }),
      },
      404,
    ),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { message: error.message || translate(requestLanguage(c), 'invalidData') },
        error.status,
      )
    }
    // A query stopped at its time limit: the database is busy, not broken; the client may retry.
    // Or cancelled because the client went away (db/cancel-on-abort.ts): nobody reads the answer,
    // and nothing went wrong.
    // Or refused before it was sent, or dropped while it waited for a connection, because the
    // request was out of time or too many waited (db/guarded-client.ts): shed, not logged one by one.
    const busy = c.json({ message: translate(requestLanguage(c), 'serverBusy') }, 503, {
      'Retry-After': RETRY_AFTER_BUSY,
    })
    if (hasCause(error, DatabaseBusyError) || (isQueryTimeout(error) && pastDeadline())) return busy
    if (isQueryTimeout(error)) {
      if (!c.req.raw.signal.aborted) {
        logger.error({ method: c.req.method, path: c.req.path, error: 'query time limit reached' })
      }
      return busy
    }
    // The database refused the connection or lost it (down, restarting, too many clients): the
    // shop is unavailable for a moment, not broken; one line says why.
    const unavailable = unavailableCause(error)
    if (unavailable) {
      logger.error({
        method: c.req.method,
        path: c.req.path,
        error: 'database unavailable',
        cause: unavailable,
      })
      return c.json({ message: translate(requestLanguage(c), 'serverBusy') }, 503, {
        'Retry-After': RETRY_AFTER_UNAVAILABLE,
      })
    }
    // Anything else is a bug: logged in full, answered without details.
    logger.error({
      method: c.req.method,
      path: c.req.path,
      error: error.message,
      stack: error.stack,
    })
    return c.json({ message: translate(requestLanguage(c), 'serverError') }, 500)
  })

  return app
}

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), is a `kind`. */
const hasCause = (error: unknown, kind: new (...args: never[]) => Error): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof kind) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
