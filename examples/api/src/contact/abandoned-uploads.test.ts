import { once } from 'node:events'
import { mkdtemp, readdir } from 'node:fs/promises'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { silentLogger } from '../http/logger.ts'
import { openTestDatabase } from '../test/test-database.ts'

// Issue 43.11: a client that stops sending in the middle of an attachment must not keep its
// upload slot (four of them hung every visitor's contact form until a restart), leave a file
// behind, or write a stack to the log (43.12).

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** A contact API served on a port, its scratch folder and the error lines it logged. */
async function contactApi(deadlines: { idleMs: number; totalMs: number }) {
  const uploads = await mkdtemp(join(tmpdir(), 'matjar-abandoned-'))
  const errors: unknown[] = []
  const app = createApp({
    db: database.db,
    logger: { ...silentLogger, error: (line) => errors.push(line) },
    uploadsDir: uploads,
    contactDeadlines: deadlines,
    // Each test client is its own address, so the per-client limit (10 an hour) stays out of it.
    trustedProxies: ['loopback'],
  })
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { uploads, errors, port, close: () => server.close() }
}

const BOUNDARY = 'matjar-form-boundary'
const fields = (client: number) =>
  ['name', 'email', 'phone', 'message']
    .map((name) => {
      const value = {
        name: 'Sara Ali',
        email: 'sara@example.com',
        phone: '+966512345678',
        message: `Where is my order? (${client})`,
      }[name]
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    })
    .join('')
const attachmentStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`

let clients = 0
/** Opens a POST of a contact form declaring `declared` bytes and sends `body`, no more. */
function startForm(port: number, declared: number, body: string): Socket {
  const client = ++clients
  const socket = connect(port, '127.0.0.1')
  socket.write(
    `POST /actions/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declared}\r\nX-Forwarded-For: 198.18.${client >> 8}.${client & 255}\r\nAccept-Language: ar\r\n\r\n${body}`,
  )
  return socket
}

/** The status line of the first answer on `socket`. */
const statusOf = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let seen = ''
    socket.on('data', (chunk) => {
      seen += chunk.toString('latin1')
      if (seen.includes('\r\n')) resolve(seen.slice(0, seen.indexOf('\r\n')))
    })
    socket.on('close', () => resolve(seen.slice(0, seen.indexOf('\r\n'))))
    socket.on('error', () => {})
  })

const parts = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.part'))

/** Waits (polling) until `check` holds; false if it never did within `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return check()
}

/** A whole contact form with a PDF, as a browser posts it. */
const completeForm = (port: number) => {
  const form = new FormData()
  form.set('name', 'Noura Saad')
  form.set('email', 'noura@example.com')
  form.set('phone', '+966512345678')
  form.set('message', 'A question about an order.')
  form.append('attachments', new File(['%PDF-1.7\n'], 'order.pdf', { type: 'application/pdf' }))
  return fetch(`http://127.0.0.1:${port}/actions/contact`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': '198.19.0.1' },
  })
}

describe('contact uploads abandoned in the middle of an attachment', () => {
  it('after 25 abandoned uploads (hung up or gone quiet) a complete form succeeds at once, and no .part file or error line remains', async () => {
    const api = await contactApi({ idleMs: 300, totalMs: 10_000 })
    try {
      const halfAttachment = `${fields(0)}${attachmentStart}${'x'.repeat(64 * 1024)}`
      for (let i = 0; i < 25; i++) {
        const socket = startForm(api.port, 1024 * 1024, halfAttachment)
        const answer = statusOf(socket)
        // The attachment has begun arriving: its temporary file is on disk.
        expect(await until(async () => (await parts(api.uploads)).length > 0)).toBe(true)
        if (i % 5 === 4) {
          // Gone quiet: given up after the idle deadline, answered 400 (someone still listens).
          expect(await answer).toBe('HTTP/1.1 400 Bad Request')
          socket.destroy()
        } else {
          // Hung up in the middle of the attachment.
          socket.destroy()
        }
        expect(await until(async () => (await parts(api.uploads)).length === 0)).toBe(true)
      }
      const res = await completeForm(api.port)
      expect(res.status).toBe(200)
      expect(await readdir(api.uploads)).toEqual([])
      // The client's doing, not the server's: nothing in the error log.
      expect(api.errors).toEqual([])
    } finally {
      api.close()
    }
  }, 60_000)

  it('answers an oversized Content-Length 413 at once, even while every upload slot is taken', async () => {
    const api = await contactApi({ idleMs: 60_000, totalMs: 60_000 })
    const holders: Socket[] = []
    try {
      // Four slow clients hold the four slots, each in the middle of an attachment.
      for (let i = 0; i < 4; i++) {
        holders.push(startForm(api.port, 1024 * 1024, `${fields(i)}${attachmentStart}x`))
      }
      expect(await until(async () => (await parts(api.uploads)).length === 4)).toBe(true)
      const oversized = startForm(api.port, 20 * 1024 * 1024, '')
      expect(await statusOf(oversized)).toBe('HTTP/1.1 413 Payload Too Large')
      oversized.destroy()
    } finally {
      for (const socket of holders) socket.destroy()
    }
    // Hung up: their slots and files are given back.
    expect(await until(async () => (await parts(api.uploads)).length === 0)).toBe(true)
    expect((await completeForm(api.port)).status).toBe(200)
    api.close()
  }, 60_000)
})
