import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createGoogleVerifier } from './accounts/google-id-token.ts'
import { createApp } from './app.ts'
import { loadConfigOrExit } from './config.ts'
import { importUploads } from './contact/attachment-store.ts'
import { openDatabase } from './db/connect.ts'
import { growShop } from './db/grow-shop.ts'
import { seedIfEmpty } from './db/seed.ts'
import { drainable } from './http/drain.ts'
import { loggerAt } from './http/logger.ts'
import { warmUp } from './http/warm-up.ts'
import { createMailQueue } from './mail/mail-queue.ts'
import { createOutboxTransport, createSmtpTransport } from './mail/mail-transport.ts'
import { startCleanup } from './maintenance/cleanup.ts'
import { seedPicturesOnStart } from './media/seed-on-start.ts'

const config = loadConfigOrExit(process.env)
const logger = loggerAt(config.logLevel)
const database = await openDatabase(config.database).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`)
  process.exit(1)
})
// Processes starting together on one database take turns: the first migrates and seeds.
await database.exclusively(
  async () => {
    await database.migrate()
    const seeded = await seedIfEmpty(database.db)
    if (seeded > 0) console.log(`Seeded the catalogue with ${seeded} products`)
    await seedPicturesOnStart(database.db, config.mediaDir)
    // Attachments older versions kept on this machine's disk move into the database (issue 42).
    const imported = await importUploads(database.db, config.uploadsDir)
    if (imported > 0)
      console.log(`Moved ${imported} contact attachments from UPLOADS_DIR into the database`)
    if (config.seedSize) {
      const grown = await growShop(database.db, config.seedSize)
      if (grown > 0) console.log(`Grew the shop to ${config.seedSize} products (SEED_SIZE)`)
    }
  },
  () => console.log('Another process is migrating the database; waiting for it'),
)

const mail = config.smtp
  ? createSmtpTransport(config.smtp.url, config.smtp.from)
  : createOutboxTransport(config.mailOutboxDir)
// Mails another replica took and never sent, or that failed, are tried again now and then.
const mailQueue = createMailQueue(database.db, mail, logger)
const mailRetries = setInterval(() => void mailQueue.drain().catch(() => {}), 30_000)
mailRetries.unref()
const app = createApp({
  db: database.db,
  isDraining: () => lifecycle.draining,
  publicReads: database.publicReads,
  logger,
  corsOrigins: config.corsOrigins,
  mail,
  mailQueue,
  uploadsDir: config.uploadsDir,
  contactDeadlines: config.contactDeadlines,
  mediaDir: config.mediaDir,
  adminToken: config.adminToken,
  cache: config.cache,
  trustedProxies: config.trustedProxies,
  requestDeadlineMs: config.requestDeadlineMs,
  paymentWebhookSecret: config.paymentWebhookSecret,
  ...(config.testPayments.kind === 'page'
    ? {
        paymentPage: {
          publicUrl: config.testPayments.publicUrl,
          shopUrl: config.testPayments.shopUrl,
        },
      }
    : {}),
  ...(config.google ? { google: createGoogleVerifier(config.google) } : {}),
})
// The first crowd after a start meets compiled code, open connections and filled caches.
await warmUp(app.fetch)
const stopCleanup = startCleanup(database.db, config.cleanup, logger, config.uploadsDir)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
  console.log(
    `Matjar API listening on http://${host}:${info.port} (database: ${database.description})`,
  )
})

const lifecycle = drainable(server as Server, {
  keepAliveMs: config.server.keepAliveSeconds * 1000,
  drainMs: config.server.drainSeconds * 1000,
})

// A busy port or a forbidden address is a configuration problem: say so and exit like one.
server.on('error', async (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`)
  await database.close()
  process.exit(1)
})

// Stopping: the health check says "draining" at once, requests in flight finish (at most
// DRAIN_SECONDS), then the database is released and the process exits.
let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: draining (at most ${config.server.drainSeconds} s)`)
  await lifecycle.drain()
  stopCleanup()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
