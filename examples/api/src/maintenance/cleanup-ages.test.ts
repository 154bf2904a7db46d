// What the cleanup job deletes besides counters, keys and carts: ended sessions, used or expired
// reset codes, expired sign-ups, retired guest-cart uuids, orphaned upload files, each after its
// own age; and card payments abandoned on the provider's page, whose carts come back.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  cardPayments,
  customers,
  orders,
  passwordResets,
  pendingRegistrations,
  retiredGuestCarts,
  sessions,
} from '../db/schema.ts'
import { guestCheckoutBody } from '../test/money-fixtures.ts'
import { usePaymentPageShop } from '../test/payment-page-shop.ts'
import { cleanUp } from './cleanup.ts'
import { cancelAbandonedPayments, deleteOrphanedUploads } from './cleanup-outside.ts'

const { shop, call, submit, card, branch } = usePaymentPageShop()
const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000)

describe('the cleanup job, by age', () => {
  it('deletes ended sessions, spent reset codes, expired sign-ups and retired cart ids', async () => {
    const db = shop.database.db
    const [customer] = await db
      .insert(customers)
      .values({
        userName: 'old',
        firstName: 'Old',
        lastName: 'Ali',
        email: `old-${randomUUID().slice(0, 6)}@example.com`,
        phone: '+966512345678',
        passwordHash: 'x',
      })
      .returning({ id: customers.id })
    const id = customer!.id
    const token = () => randomUUID()
    await db.insert(sessions).values([
      { customerId: id, tokenHash: token(), expiresAt: ago(31 * 24) },
      { customerId: id, tokenHash: token(), expiresAt: ago(-24), revokedAt: ago(31 * 24) },
      { customerId: id, tokenHash: token(), expiresAt: ago(36) }, // ended yesterday: kept a while
      { customerId: id, tokenHash: token(), expiresAt: ago(-24) }, // live
    ])
    await db.insert(passwordResets).values([
      { customerId: id, codeHash: 'a', expiresAt: ago(25) },
      { customerId: id, codeHash: 'b', expiresAt: ago(-1), usedAt: ago(25) },
      { customerId: id, codeHash: 'c', expiresAt: ago(-1) },
    ])
    const pending = (email: string, expires: Date) => ({
      email,
      userName: 'p',
      firstName: 'P',
      lastName: 'Q',
      phone: '+966512345678',
      passwordHash: 'h',
      codeHash: 'c',
      expiresAt: expires,
    })
    await db
      .insert(pendingRegistrations)
      .values([pending('gone@example.com', ago(25)), pending('live@example.com', ago(-1))])
    await db.insert(retiredGuestCarts).values([
      { uuid: randomUUID(), customerId: id, retiredAt: ago(31 * 24) },
      { uuid: randomUUID(), customerId: id, retiredAt: ago(1) },
    ])

    const report = await cleanUp(db, {})
    expect(report).toMatchObject({
      ran: true,
      sessions: 2,
      passwordResets: 2,
      pendingRegistrations: 1,
      retiredGuestCarts: 1,
    })
    const count = async (
      table: typeof sessions | typeof passwordResets | typeof retiredGuestCarts,
    ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
    expect(await count(sessions)).toBe(2)
    expect(await count(passwordResets)).toBe(1)
    expect(await count(retiredGuestCarts)).toBe(1)
    // A shorter age, from the configuration, deletes the session that ended yesterday too.
    expect((await cleanUp(db, { sessionDays: 1 })).sessions).toBe(1)
  })

  it('deletes upload files no message names once old, and keeps new ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matjar-uploads-'))
    writeFileSync(join(dir, 'orphan-old.pdf'), 'x')
    writeFileSync(join(dir, 'orphan-new.pdf'), 'x')
    const old = ago(25)
    utimesSync(join(dir, 'orphan-old.pdf'), old, old)
    expect(await deleteOrphanedUploads(shop.database.db, dir, 24)).toBe(1)
    expect(readdirSync(dir)).toEqual(['orphan-new.pdf'])
  })

  it('cancels a card payment abandoned on the provider’s page and gives the cart back', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity: 4 })
    const placed = await call('POST', endpoints.checkout.path, {
      key: randomUUID(),
      body: guestCheckoutBody(uuid, branch(), 'card'),
    })
    const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    expect(await cancelAbandonedPayments(shop.database.db, 60)).toBe(0)
    await shop.database.db
      .update(cardPayments)
      .set({ createdAt: ago(2) })
      .where(eq(cardPayments.orderId, order.id))
    expect(await cancelAbandonedPayments(shop.database.db, 60)).toBe(1)
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after?.status).toBe('cancelled')
    expect((await shop.calls.lines(uuid)).map((line) => line.quantity)).toEqual([4])
    // The shopper pays on the page after all: the money goes back, once.
    const paid = await submit(new URL(payment_url!).pathname, card('4242424242424242'))
    expect(paid.headers.get('location')).toContain('payment=refunded')
    const [settled] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(settled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
  })
})
