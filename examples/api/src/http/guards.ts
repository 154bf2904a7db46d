import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.ts'
import { errorResponse } from './respond.ts'

/**
 * There are no customer sessions yet, so a bearer token cannot be checked: it is refused rather
 * than silently read as a guest. Sessions arrive with accounts; this becomes the session lookup.
 */
export const refuseBearer: MiddlewareHandler = async (c, next) => {
  if (c.req.header('authorization')) throw new ApiError(401, 'unauthenticated')
  await next()
}

/** Cart bodies are a few dozen bytes; anything past 16 KiB is refused before it is read. */
export const smallJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => errorResponse(c, new ApiError(413, 'bodyTooLarge')),
})
