import { describe, expect, it } from 'vitest'
import { readForm } from './read-form.server.ts'

type Refusal = { data: string; init: { status: number } | null }

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

/** What readForm threw: the status and its sentence. */
const refused = async (request: Request) => {
  const thrown = (await readForm(request).then(
    () => null,
    (error: unknown) => error,
  )) as Refusal | null
  return thrown && { status: thrown.init?.status, text: thrown.data }
}

/** A body of `size` bytes that says nothing of its length, in chunks of 64 KiB. */
const endless = (size: number, pulled: { bytes: number }) => {
  const chunk = new Uint8Array(64 * 1024).fill(97)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= size) return controller.close()
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

describe("a page's form as its action reads it", () => {
  it('reads a form sent as a form', async () => {
    const form = await readForm(
      post('/auth', 'intent=login&email=nora%40example.com', {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(form.get('email')).toBe('nora@example.com')
  })

  it('answers another method 405, in the page language', async () => {
    const put = new Request('http://shop.test/ar/auth', { method: 'PUT', body: 'a=b' })
    expect(await refused(put)).toEqual({ status: 405, text: 'هذا الطلب غير مسموح به.' })
  })

  it('answers a body that is not a form 415 (text, JSON, none)', async () => {
    for (const type of ['text/plain', 'application/json', '']) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {}
      const request = post('/user-profile/points', type ? 'a=b' : null, headers)
      if (!type) request.headers.delete('Content-Type')
      expect((await refused(request))?.status).toBe(415)
    }
  })

  it('answers a broken multipart form 400, in Arabic on an Arabic page', async () => {
    const answer = await refused(
      post('/ar/user-profile/points', 'garbage', {
        'Content-Type': 'multipart/form-data; boundary=zz',
      }),
    )
    expect(answer).toEqual({
      status: 400,
      text: 'تعذّرت قراءة هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.',
    })
  })

  it('answers a form larger than its limit 413 from Content-Length, reading none of it', async () => {
    const pulled = { bytes: 0 }
    const answer = await refused(
      post('/back-office', endless(20 * 1024 * 1024, pulled), {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(20 * 1024 * 1024),
      }),
    )
    expect(answer?.status).toBe(413)
    expect(answer?.text).toMatch(/too large/)
    expect(pulled.bytes).toBeLessThanOrEqual(128 * 1024)
  })

  it('stops reading a form without Content-Length once it grows past its limit', async () => {
    const pulled = { bytes: 0 }
    const answer = await refused(
      post('/ar/auth', endless(20 * 1024 * 1024, pulled), {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
    )
    expect(answer?.status).toBe(413)
    expect(answer?.text).toBe('هذا الطلب كبير جدًا. اختصر ما كتبته أو أرفق ملفات أصغر.')
    // The 64 KiB allowed, the chunk past it, and what the stream had queued: far from 20 MB.
    expect(pulled.bytes).toBeLessThan(1024 * 1024)
  })
})
