import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { MessageKey } from '../messages/translate.ts'
import { ApiError } from './api-error.ts'
import { errorResponse } from './respond.ts'

/**
 * A 413 sent while the body is still arriving. It does not say `Connection: close`: Node would
 * close the socket as soon as the answer is written, while the client (the storefront's session
 * proxy) is still sending, and a client whose write fails on the closed socket (fetch: EPIPE)
 * loses the answer and reports a network error instead. `@hono/node-server` reads and drops the
 * rest of the body (up to 64 MiB within 500 ms), then closes the connection itself when there
 * is more.
 */
export const tooLarge = (c: Parameters<typeof errorResponse>[0], message: MessageKey) =>
  errorResponse(c, new ApiError(413, message))

/** Cart bodies are a few dozen bytes; anything past 16 KiB is refused before it is read. */
export const smallJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => tooLarge(c, 'bodyTooLarge'),
})
