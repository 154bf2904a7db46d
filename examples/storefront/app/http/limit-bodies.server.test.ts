import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENTS_MAX } from '@matjar/core'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitOf } from './body-limits.ts'
import { limitBodies } from './limit-bodies.server.ts'

// The routes as React Router's build lists them: home (an index route) and the product page
// without an action, /auth with one; the API proxy's splat with one.
const action = () => null
const build = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: {} },
    'routes/auth': { id: 'routes/auth', parentId: 'root', path: 'auth', module: { action } },
    'ar/routes/auth': {
      id: 'ar/routes/auth',
      parentId: 'root',
      path: 'ar/auth',
      module: { action },
    },
    'routes/product': { id: 'routes/product', parentId: 'root', path: 'product/:id', module: {} },
    'routes/api-proxy': {
      id: 'routes/api-proxy',
      parentId: 'root',
      path: 'api/*',
      module: { action },
    },
  },
} as unknown as ServerBuild

/** What the shop behind the middleware read: the bytes of each body, as React Router reads it. */
const read: { path: string; bytes: number; error: string | null }[] = []
let server: Server
let port = 0

beforeAll(async () => {
  const app = express()
  app.use(limitBodies(build))
  app.all('/{*splat}', async (request, response) => {
    const seen = { path: request.path, bytes: 0, error: null as string | null }
    read.push(seen)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      try {
        for await (const chunk of createReadableStreamFromReadable(request)) {
          seen.bytes += chunk.byteLength
        }
      } catch (error) {
        seen.error = (error as Error).name
      }
    }
    if (!response.headersSent) response.status(200).send('read')
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

interface Sent {
  method?: string
  headers?: Record<string, string>
  /** Bytes to send, in chunks of 64 KiB; without Content-Length unless `declared`. */
  size?: number
  declared?: boolean
}

/** Sends a request and stops sending once the answer arrives: its status, headers and text. */
const send = (path: string, { method = 'POST', headers = {}, size = 0, declared = false }: Sent) =>
  new Promise<{ status: number; headers: Record<string, unknown>; text: string; sent: number }>(
    (resolve, reject) => {
      let sent = 0
      let answered = false
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method,
        // A connection of its own: a refused body's is closed.
        agent: false,
        headers: { ...headers, ...(declared ? { 'Content-Length': String(size) } : {}) },
      })
      outgoing.on('error', (error) => (answered ? undefined : reject(error)))
      outgoing.on('response', (response) => {
        answered = true
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, sent })
          outgoing.destroy()
        })
      })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      const pump = () => {
        while (!answered && sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - sent))
          sent += piece.byteLength
          if (!outgoing.write(piece)) return outgoing.once('drain', pump)
        }
        if (!answered && !outgoing.writableEnded) outgoing.end()
      }
      pump()
    },
  )

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
const MB = 1024 * 1024

describe('bodies limited before the shop reads them', () => {
  it('answers a 20 MB form 413 from its Content-Length, in the page language, reading none of it', async () => {
    read.length = 0
    const answer = await send('/ar/auth', { headers: FORM, size: 20 * MB, declared: true })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(answer.text).toContain('<html lang="ar" dir="rtl">')
    expect(answer.text).toContain('هذا الطلب كبير جدًا')
    expect(read).toEqual([])
  })

  it('cuts a form without Content-Length off once it grows past 64 KiB, and still answers', async () => {
    read.length = 0
    const answer = await send('/auth', { headers: FORM, size: 20 * MB })
    expect(answer.status).toBe(413)
    expect(answer.text).toContain('This request is too large.')
    // The shop read at most the limit, then the body ended with an error instead of the rest.
    expect(read).toEqual([{ path: '/auth', bytes: expect.any(Number), error: 'BodyTooLarge' }])
    expect(read[0]?.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(answer.sent).toBeLessThan(20 * MB)
    expect((await send('/auth', { headers: FORM, size: 1024 })).status).toBe(200)
  })

  it('answers a change to a page without an action 405 before it is read', async () => {
    read.length = 0
    for (const path of ['/', '/_root.data', '/product/7', '/product/7.data']) {
      const answer = await send(path, { headers: FORM, size: 1024, declared: true })
      expect([path, answer.status, answer.headers.allow]).toEqual([path, 405, 'GET, HEAD'])
    }
    const put = await send('/auth', { method: 'PUT', headers: FORM, size: 10, declared: true })
    expect(put.status).toBe(405)
    expect(read).toEqual([])
    // A page with an action takes its form, also as React Router's client posts it.
    expect((await send('/auth.data', { headers: FORM, size: 10, declared: true })).status).toBe(200)
  })

  it("limits the API proxy as the API does: 16 KiB of JSON, the contact form's 10 MiB + 64 KiB", async () => {
    const json = { 'Content-Type': 'application/json', 'Accept-Language': 'ar' }
    const cart = await send('/api/cart', { headers: json, size: 128 * 1024 })
    expect(cart.status).toBe(413)
    expect(JSON.parse(cart.text)).toEqual({
      message: 'هذا الطلب كبير جدًا. اختصر ما كتبته أو أرفق ملفات أصغر.',
    })
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' }
    const contact = await send('/api/actions/contact', { headers: multipart, size: 2 * MB })
    expect(contact.status).toBe(200)
    const tooMany = await send('/api/actions/contact', {
      headers: multipart,
      size: 11 * MB,
      declared: true,
    })
    expect(tooMany.status).toBe(413)
  })

  it("keeps the contact form's limit the API's: its attachments and 64 KiB of text", () => {
    const api = CONTACT_ATTACHMENTS_MAX * CONTACT_ATTACHMENT_MAX_BYTES + 64 * 1024
    expect(bodyLimitOf('/api/actions/contact')).toBe(api)
    expect(bodyLimitOf('/api/actions/%63ontact')).toBe(api)
    expect(bodyLimitOf('/api/actions/contact/x')).toBe(16 * 1024)
  })
})
