import { afterAll, beforeAll } from 'vitest'
import { type AppOptions, createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { seedCatalogue } from '../db/seed.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { apiCaller } from './api-caller.ts'
import { insertTestCatalogue } from './fixtures.ts'
import { cartCalls } from './http.ts'
import { seedTestPictures } from './pictures.ts'
import { openTestDatabase } from './test-database.ts'

export interface TestShop {
  database: DatabaseHandle
  app: ReturnType<typeof createApp>
  ids: Awaited<ReturnType<typeof insertTestCatalogue>>
  calls: ReturnType<typeof cartCalls>
  /** Calls by the contract's endpoint names, typed and read with its schemas (api-caller.ts). */
  call: ReturnType<typeof apiCaller>
  /** Every mail the app sent (sign-up and reset codes). */
  mail: ReturnType<typeof createMemoryTransport>
}

/**
 * One database and app per test file, filled in by `beforeAll`. Tests share the catalogue and
 * isolate themselves by using a fresh cart uuid each.
 */
export function useTestShop(options: Omit<Partial<AppOptions>, 'db'> = {}): TestShop {
  const shop = {} as TestShop
  beforeAll(async () => {
    shop.database = await openTestDatabase()
    shop.mail = createMemoryTransport()
    shop.app = createApp({
      db: shop.database.db,
      logger: silentLogger,
      mail: shop.mail,
      ...options,
    })
    shop.ids = await insertTestCatalogue(shop.database.db)
    shop.calls = cartCalls(shop.app)
    shop.call = apiCaller(shop.app)
  })
  afterAll(async () => {
    await shop.database?.close()
  })
  return shop
}

/** The app over a database holding the seed (the real bilingual catalogue), one per test file. */
export function useSeededShop(): Pick<TestShop, 'app' | 'database' | 'call'> {
  const shop = {} as Pick<TestShop, 'app' | 'database' | 'call'>
  beforeAll(async () => {
    shop.database = await openTestDatabase()
    await seedCatalogue(shop.database.db)
    await seedTestPictures(shop.database.db)
    shop.app = createApp({ db: shop.database.db, logger: silentLogger })
    shop.call = apiCaller(shop.app)
  })
  afterAll(() => shop.database?.close())
  return shop
}
