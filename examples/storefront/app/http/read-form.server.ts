import { csrfFormToken } from '@matjar/core/server'
import { data } from 'react-router'
import { languageOf } from '../preferences.ts'
import { BODY_TOO_LARGE, PAGE_FORM_MAX_BYTES, refusalText } from './body-limits.ts'

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** A refusal as a route's action throws it: the status and its sentence in the page's language. */
export const refusal = (request: Request, status: number, headers?: HeadersInit) =>
  data(refusalText(status, languageOf(request)), { status, ...(headers ? { headers } : {}) })

/**
 * The request carries a well-formed CSRF cookie: checked before a form is read, since a form's
 * `csrf_token` can only equal a cookie the request has (`isCsrfFormSafe` compares them after).
 */
export const hasCsrfCookie = (request: Request): boolean =>
  csrfFormToken(request).setCookie === null

/** The body, at most `limit` bytes of it: past that, or when it cannot be read, a refusal. */
const readBytes = async (request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> => {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) break
      chunks.push(value)
    }
  } catch (error) {
    // The server cut a body that grew too large (limit-bodies.server.ts), or the client went away.
    throw refusal(request, error instanceof Error && error.name === BODY_TOO_LARGE ? 413 : 400)
  }
  if (size > limit) {
    void reader.cancel().catch(() => {})
    throw refusal(request, 413)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/**
 * A page's form as its action reads it, safely: only a POST (405), only a form's content type
 * (415), at most `limit` bytes whatever `Content-Length` says (413), a form that parses (400).
 * Each refusal is thrown, in the page's language, before more than `limit` bytes are held; the
 * storefront's server has usually refused an oversized body already (http/limit-bodies.server.ts).
 * Checks that need no body (where the post comes from, the session) go before this.
 */
export async function readForm(request: Request, limit = PAGE_FORM_MAX_BYTES): Promise<FormData> {
  if (request.method !== 'POST') throw refusal(request, 405, { Allow: 'GET, HEAD, POST' })
  const type = request.headers.get('Content-Type') ?? ''
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!FORM_TYPES.has(essence)) throw refusal(request, 415)
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw refusal(request, 413)
  const bytes = await readBytes(request, limit)
  try {
    return await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
  } catch {
    throw refusal(request, 400)
  }
}
