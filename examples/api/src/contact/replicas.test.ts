import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { contactAttachments, contactMessages } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { openTestDatabase } from '../test/test-database.ts'
import { importUploads } from './attachment-store.ts'

// Issue 42.8: an attachment sent to one replica is read from another. Two apps over one database
// (PostgreSQL with DATABASE_URL), each with its own folder on its own "machine".

const STAFF = 'replicas-test-staff-token-0123'
let database: DatabaseHandle
let replicas: { app: ReturnType<typeof createApp>; folder: string }[]
beforeAll(async () => {
  database = await openTestDatabase()
  replicas = []
  for (let i = 0; i < 2; i++) {
    const folder = await mkdtemp(join(tmpdir(), `matjar-replica-${i}-`))
    replicas.push({
      folder,
      app: createApp({
        db: database.db,
        logger: silentLogger,
        uploadsDir: folder,
        adminToken: STAFF,
      }),
    })
  }
})
afterAll(() => database.close())

/** A file of `size` bytes that says PDF, the rest random. */
const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size)
  crypto.getRandomValues(bytes.subarray(0, Math.min(size, 65_536)))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}
const staffRead = (app: ReturnType<typeof createApp>, id: number) =>
  app.request(`/shop/contact-attachments/${id}`, { headers: { 'x-admin-token': STAFF } })

describe('contact attachments across replicas', () => {
  it('reads an attachment sent to one replica from the other, byte for byte', async () => {
    const [one, two] = replicas as [(typeof replicas)[0], (typeof replicas)[0]]
    const sent = pdfBytes(1_500_000)
    const form = new FormData()
    form.set('name', 'Sara Ali')
    form.set('email', 'sara@example.com')
    form.set('phone', '+966512345678')
    form.set('message', 'The invoice, attached.')
    form.append('attachments', new File([sent], 'فاتورة.pdf', { type: 'application/pdf' }))
    const res = await one.app.request(endpoints.sendContactMessage.path, {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(200)
    const [row] = await database.db
      .select()
      .from(contactAttachments)
      .orderBy(desc(contactAttachments.id))
      .limit(1)
    const read = await staffRead(two.app, row!.id)
    expect(read.status).toBe(200)
    expect(read.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('فاتورة.pdf')}`,
    )
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(sent)
    // Neither machine keeps a copy.
    expect(await readdir(one.folder)).toEqual([])
    expect(await readdir(two.folder)).toEqual([])
  })

  it('moves the files an older version kept in UPLOADS_DIR into the database once, even with two replicas starting together', async () => {
    const legacy = await mkdtemp(join(tmpdir(), 'matjar-legacy-uploads-'))
    const [message] = await database.db
      .insert(contactMessages)
      .values({
        name: 'Huda',
        email: 'huda@example.com',
        phone: '+966512345679',
        message: 'Sent before attachments moved to the database.',
        language: 'ar',
      })
      .returning({ id: contactMessages.id })
    const files = [pdfBytes(700_000), pdfBytes(9)]
    const rows = await database.db
      .insert(contactAttachments)
      .values(
        files.map((bytes, i) => ({
          messageId: message!.id,
          storedName: `${crypto.randomUUID()}.pdf`,
          originalName: `old-${i}.pdf`,
          type: 'application/pdf',
          size: bytes.length,
        })),
      )
      .returning()
    for (const [i, row] of rows.entries()) await writeFile(join(legacy, row.storedName), files[i]!)
    // A file no attachment names is left alone.
    await writeFile(join(legacy, 'unrelated.txt'), 'kept')

    const counts = await Promise.all([
      importUploads(database.db, legacy),
      importUploads(database.db, legacy),
    ])
    expect(counts.reduce((a, b) => a + b)).toBe(2)
    expect(await readdir(legacy)).toEqual(['unrelated.txt'])
    expect(await importUploads(database.db, legacy)).toBe(0)
    for (const [i, row] of rows.entries()) {
      const read = await staffRead(replicas[1]!.app, row.id)
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(files[i])
    }
  })
})
