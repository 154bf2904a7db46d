import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.ts'
import { errorResponse } from './respond.ts'

/** Cart bodies are a few dozen bytes; anything past 16 KiB is refused before it is read. */
export const smallJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => errorResponse(c, new ApiError(413, 'bodyTooLarge')),
})
