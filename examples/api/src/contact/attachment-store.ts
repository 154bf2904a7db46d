import { createReadStream } from 'node:fs'
import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { and, asc, eq, gte, notExists, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { Transaction } from '../db/retrying-transaction.ts'
import { contactAttachmentChunks, contactAttachments } from '../db/schema.ts'

/**
 * A piece of an attachment: what is read from disk, written to the database and read back at once.
 * Its base64 text stays under V8's large-object size, so it is freed young: with 256 KiB pieces the
 * API's peak in `pnpm bench:contact-memory` was 411 MiB, with 64 KiB 379 MiB (main, on disk: 370).
 */
const CHUNK_BYTES = 64 * 1024

// The bytes cross to the database as base64 text, turned into bytes by the database
// (`decode`/`encode`) and by Node's own codec: a bytea parameter or column is encoded and decoded
// byte by byte in JavaScript by the drivers, 5–15× slower (2 MB: 3.1 s in and 1.5 s out on
// PGlite, 0.33 s and 0.22 s as base64, measured at a load of 18).

/**
 * Writes the file at `path` into the database as the bytes of attachment `attachmentId`, a piece
 * at a time: the API never holds more than one piece of it.
 */
export async function storeAttachmentBytes(tx: Transaction, attachmentId: number, path: string) {
  let position = 0
  for await (const piece of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    await tx.insert(contactAttachmentChunks).values({
      attachmentId,
      position: position++,
      bytes: sql`decode(${(piece as Buffer).toString('base64')}, 'base64')`,
    })
  }
}

export interface StoredAttachment {
  originalName: string
  type: string
  size: number
  /** Its bytes, read from the database a piece at a time as the stream is read. */
  bytes: ReadableStream<Uint8Array>
}

/** Attachment `id` as any replica reads it, or null when there is none with its bytes stored. */
export async function readAttachment(db: Database, id: number): Promise<StoredAttachment | null> {
  const [row] = await db
    .select({
      originalName: contactAttachments.originalName,
      type: contactAttachments.type,
      size: contactAttachments.size,
    })
    .from(contactAttachments)
    .where(eq(contactAttachments.id, id))
  if (!row) return null
  let next = 0
  const bytes = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [piece] = await db
        .select({
          position: contactAttachmentChunks.position,
          base64: sql<string>`encode(${contactAttachmentChunks.bytes}, 'base64')`,
        })
        .from(contactAttachmentChunks)
        .where(
          and(
            eq(contactAttachmentChunks.attachmentId, id),
            gte(contactAttachmentChunks.position, next),
          ),
        )
        .orderBy(asc(contactAttachmentChunks.position))
        .limit(1)
      if (!piece) return controller.close()
      next = piece.position + 1
      controller.enqueue(new Uint8Array(Buffer.from(piece.base64, 'base64')))
    },
  })
  return { ...row, bytes }
}

/**
 * Moves the files older versions kept in `dir` (`UPLOADS_DIR`, under the attachment's stored name)
 * into the database: each attachment with no bytes stored whose file is there gets them, in a
 * transaction that locks its row (replicas starting together import each file once), and the file
 * is deleted once stored. Safe to run again; answers how many files it imported.
 */
export async function importUploads(db: Database, dir: string): Promise<number> {
  const present = new Set(await readdir(dir).catch(() => [] as string[]))
  if (present.size === 0) return 0
  const waiting = await db
    .select({ id: contactAttachments.id, storedName: contactAttachments.storedName })
    .from(contactAttachments)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(contactAttachmentChunks)
          .where(eq(contactAttachmentChunks.attachmentId, contactAttachments.id)),
      ),
    )
  let imported = 0
  for (const { id, storedName } of waiting) {
    if (!present.has(storedName)) continue
    const path = join(dir, storedName)
    const stored = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM contact_attachments WHERE id = ${id} FOR UPDATE`)
      const [already] = await tx
        .select({ position: contactAttachmentChunks.position })
        .from(contactAttachmentChunks)
        .where(eq(contactAttachmentChunks.attachmentId, id))
        .limit(1)
      if (already) return false
      await storeAttachmentBytes(tx, id, path)
      return true
    })
    await unlink(path).catch(() => {})
    if (stored) imported++
  }
  return imported
}
