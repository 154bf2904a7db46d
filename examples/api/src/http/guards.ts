import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { MessageKey } from '../messages/translate.ts'
import { ApiError } from './api-error.ts'
import { errorResponse } from './respond.ts'

/**
 * A 413 sent while the body is still arriving: the rest of it is not read, so the connection
 * cannot carry another request. It says so (`Connection: close`) and the client opens a new one,
 * instead of being told keep-alive and finding the socket closed.
 */
export const tooLarge = (c: Parameters<typeof errorResponse>[0], message: MessageKey) => {
  c.header('Connection', 'close')
  return errorResponse(c, new ApiError(413, message))
}

/** Cart bodies are a few dozen bytes; anything past 16 KiB is refused before it is read. */
export const smallJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => tooLarge(c, 'bodyTooLarge'),
})
