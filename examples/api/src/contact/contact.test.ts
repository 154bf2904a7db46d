import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { contactAttachments, contactMessages } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { readError } from '../test/http.ts'
import { openTestDatabase } from '../test/test-database.ts'

let database: DatabaseHandle
let app: ReturnType<typeof createApp>
let uploads: string
beforeAll(async () => {
  database = await openTestDatabase()
  uploads = await mkdtemp(join(tmpdir(), 'matjar-contact-test-'))
  app = createApp({ db: database.db, logger: silentLogger, uploadsDir: uploads, adminToken: STAFF })
})

const STAFF = 'contact-test-staff-token-0123'
/** An attachment's bytes as the shop's staff read them. */
const staffRead = async (id: number) => {
  const res = await app.request(`/shop/contact-attachments/${id}`, {
    headers: { 'x-admin-token': STAFF },
  })
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}
afterAll(() => database.close())

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

const form = (files: File[] = [], extra: Record<string, string> = {}) => {
  const data = new FormData()
  const fields = {
    name: 'Sara Ali',
    email: 'sara@example.com',
    phone: '+966512345678',
    message: 'Where is my order?',
    ...extra,
  }
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  for (const file of files) data.append('attachments', file)
  return data
}
const send = (body: FormData | string, headers: Record<string, string> = {}, language = 'en') =>
  app.request(endpoints.sendContactMessage.path, {
    method: 'POST',
    body,
    headers: { 'accept-language': language, ...headers },
  })

describe('contact form', () => {
  it('sends a message with a PDF and a PNG, stored in the database, nothing left on disk', async () => {
    const res = await send(
      form([
        new File([PDF], '../../etc/passwd.pdf', { type: 'application/pdf' }),
        new File([PNG], 'photo.png', { type: 'image/png' }),
      ]),
    )
    expect(res.status).toBe(200)
    expect(endpoints.sendContactMessage.response.parse(await res.json()).message).toBe(
      'Message sent successfully',
    )
    const rows = await database.db.select().from(contactAttachments)
    expect(rows.map((row) => row.type).sort()).toEqual(['application/pdf', 'image/png'])
    for (const row of rows) expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/)
    expect(await readdir(uploads)).toEqual([])
    const pdf = rows.find((row) => row.type === 'application/pdf')
    expect(await staffRead(pdf!.id)).toEqual(PDF)
    const read = await app.request(`/shop/contact-attachments/${pdf!.id}`, {
      headers: { 'x-admin-token': STAFF },
    })
    expect(read.headers.get('content-type')).toBe('application/pdf')
    expect(read.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''passwd.pdf")
    // Only the shop's staff read attachments.
    for (const headers of [{}, { 'x-admin-token': 'not-the-staff-token-000' }]) {
      const refused = await app.request(`/shop/contact-attachments/${pdf!.id}`, { headers })
      expect(refused.status).toBe(401)
    }
    for (const id of ['999999', '0', 'x', '99999999999']) {
      const none = await app.request(`/shop/contact-attachments/${id}`, {
        headers: { 'x-admin-token': STAFF, 'accept-language': 'ar' },
      })
      expect(none.status, id).toBe(404)
      expect((await readError(none)).message).toBe('لا يوجد مرفق بهذا الرقم')
    }
  })

  it('judges a file by its bytes: a script named photo.png and declared image/png is refused', async () => {
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })
    const res = await send(form([fake]), {}, 'ar')
    expect(res.status).toBe(422)
    expect((await readError(res)).errors?.attachments).toEqual([
      'يجب أن يكون المرفق ملف JPG أو PNG أو PDF',
    ])
  })

  it('accepts a real PDF even when the browser declared it as something else', async () => {
    const res = await send(form([new File([PDF], 'scan', { type: 'application/octet-stream' })]))
    expect(res.status).toBe(200)
  })

  it('takes five files of exactly 2 MB, stored whole, and refuses a sixth file', async () => {
    const full = () => {
      const bytes = new Uint8Array(2 * 1024 * 1024)
      bytes.set(PDF)
      return new File([bytes], 'full.pdf', { type: 'application/pdf' })
    }
    const res = await send(form(Array.from({ length: 5 }, full)))
    expect(res.status, await res.clone().text()).toBe(200)
    const [message] = await database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1)
    const kept = await database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, message!.id))
    expect(kept.map((file) => file.size)).toEqual(Array(5).fill(2 * 1024 * 1024))
    for (const file of kept) {
      const bytes = await staffRead(file.id)
      expect(bytes.length).toBe(2 * 1024 * 1024)
      expect(bytes.subarray(0, PDF.length)).toEqual(PDF)
    }
    const six = await send(form(Array.from({ length: 6 }, () => new File([PDF], 'a.pdf'))))
    expect(six.status).toBe(422)
    expect((await readError(six)).errors).toHaveProperty('attachments')
  })

  it('answers 413 for a file over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PDF)
    const res = await send(form([new File([big], 'big.pdf', { type: 'application/pdf' })]))
    expect(res.status).toBe(413)
    expect((await readError(res)).message).toBe('An attachment is at most 2 MB')
  })

  it('answers 413 for an oversized body sent without Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 12) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await app.request(endpoints.sendContactMessage.path, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    })
    expect(res.status).toBe(413)
  })

  it('refuses missing fields (422) and a body that is not multipart (400)', async () => {
    const missing = await send(form([], { message: '' }))
    expect(missing.status).toBe(422)
    expect(Object.keys((await readError(missing)).errors ?? {})).toContain('message')
    const json = await send(JSON.stringify({ name: 'x' }), { 'content-type': 'application/json' })
    expect(json.status).toBe(400)
  })

  it('keeps no file of a message it refuses for a NUL in its text (422, nothing on disk)', async () => {
    const before = (await readdir(uploads)).sort()
    const rows = (await database.db.select().from(contactMessages)).length
    for (const field of ['name', 'message']) {
      const res = await send(
        form([new File([PDF], 'invoice.pdf', { type: 'application/pdf' })], {
          [field]: 'Where is\u0000 my order?',
        }),
      )
      expect(res.status, field).toBe(422)
      expect(Object.keys((await readError(res)).errors ?? {}), field).toContain(field)
    }
    expect((await readdir(uploads)).sort()).toEqual(before)
    expect((await database.db.select().from(contactMessages)).length).toBe(rows)
  })
})
