import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cardPayments, contactAttachments } from '../db/schema.ts'
import { confirmPayment } from '../payments/confirm-payment.ts'

/**
 * Card payments still awaiting their provider after `minutes`: abandoned (the shopper closed the
 * provider's page). Each is cancelled through `confirmPayment`, as a provider's "cancelled" would
 * be: its order is cancelled and its lines and promo code go back to the cart. A provider that
 * still confirms it paid later is refunded (the state machine's cancelled → paid). Answers how
 * many it cancelled.
 */
export async function cancelAbandonedPayments(db: Database, minutes: number): Promise<number> {
  const abandoned = await db
    .select({ reference: cardPayments.providerReference })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.state, 'awaiting'),
        lt(cardPayments.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(500)
  let cancelled = 0
  for (const { reference } of abandoned) {
    if ((await confirmPayment(db, null, reference, 'cancelled')).moved) cancelled++
  }
  return cancelled
}

/**
 * Files in the uploads folder that no contact message names (a message whose insert failed after
 * its files were written), older than `hours`: deleted. Answers how many.
 */
export async function deleteOrphanedUploads(
  db: Database,
  uploadsDir: string,
  hours: number,
): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[])
  const before = Date.now() - hours * 60 * 60 * 1000
  let deleted = 0
  for (let i = 0; i < names.length; i += 200) {
    const batch = names.slice(i, i + 200)
    const named = new Set(
      (
        await db
          .select({ name: contactAttachments.storedName })
          .from(contactAttachments)
          .where(inArray(contactAttachments.storedName, batch))
      ).map((row) => row.name),
    )
    for (const name of batch) {
      if (named.has(name)) continue
      const path = join(uploadsDir, name)
      const info = await stat(path).catch(() => null)
      if (!info?.isFile() || info.mtimeMs > before) continue
      await unlink(path).catch(() => {})
      deleted++
    }
  }
  return deleted
}
