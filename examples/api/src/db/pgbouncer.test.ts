import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { guestCheckoutBody, shopperRequest } from '../test/money-fixtures.ts'
import { hasPgbouncer, PGBOUNCER, startPgbouncer } from '../test/pgbouncer.ts'

const postgresUrl = process.env.DATABASE_URL

// Behind PgBouncer in transaction pooling mode each transaction may run on another server
// connection: nothing may rely on the session (prepared statements, settings per connection,
// session-level advisory locks). With DATABASE_POOLER=transaction the API relies on none.
describe.skipIf(!postgresUrl || !hasPgbouncer)(
  `the API through PgBouncer in transaction mode (needs ${PGBOUNCER}, Debian's pgbouncer package)`,
  () => {
    const name = `matjar_api_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(postgresUrl ?? '', { max: 1, onnotice: () => {} })
    const servers: ChildProcess[] = []
    let bouncer: Awaited<ReturnType<typeof startPgbouncer>> | undefined
    afterAll(async () => {
      for (const server of servers) server.kill()
      await bouncer?.stop()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    })

    it(
      'starts two processes together on an empty database and serves the shopper journey',
      async () => {
        await admin.unsafe(`CREATE DATABASE "${name}"`)
        // A small server pool: transactions of both processes share its few connections.
        bouncer = await startPgbouncer(postgresUrl!, 4)
        const through = bouncer.url(name)
        const env = { DATABASE_POOLER: 'transaction', DATABASE_POOL_SIZE: '6' }
        const [one, two] = await Promise.all([
          startApiProcess(through, env),
          startApiProcess(through, env),
        ])
        servers.push(one.server, two.server)
        // biome-ignore lint/suspicious/noExplicitAny: the answers are checked by what the test reads.
        const json = async (res: Response) => ({
          status: res.status,
          body: (await res.json()) as any,
        })
        // Reads, many at once (each on whichever server connection is free).
        const lists = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`${(i % 2 ? one : two).base}${endpoints.listProducts.path}?page=${(i % 3) + 1}`),
          ),
        )
        expect(lists.map((res) => res.status)).toEqual(lists.map(() => 200))
        const { body: list } = await json(
          await fetch(`${one.base}${endpoints.listProducts.path}?q=coffee`),
        )
        const product = list.data.items.find(
          (item: { stock: number; has_selections: boolean }) =>
            item.stock > 0 && !item.has_selections,
        )
        expect(product).toBeDefined()
        // A guest's cart on one process, the checkout on the other.
        const uuid = crypto.randomUUID()
        const added = await json(
          await fetch(
            `${one.base}${endpoints.addToCart.path}`,
            shopperRequest('POST', {
              body: { uuid, product_id: product.id, product_type: 'retail', quantity: 1 },
            }),
          ),
        )
        expect(added.status).toBe(200)
        const shop = postgres(postgresUrl!.replace(/\/[^/]*$/, `/${name}`), { max: 1 })
        const [branch] = await shop<{ id: number }[]>`select id from branches order by id limit 1`
        await shop.end()
        const order = await json(
          await fetch(
            `${two.base}${endpoints.checkout.path}`,
            shopperRequest('POST', {
              body: guestCheckoutBody(uuid, branch!.id),
              key: randomBytes(8).toString('hex'),
            }),
          ),
        )
        expect(order.status).toBe(201)
      },
      3 * API_PROCESS_START_MS,
    )
  },
)
