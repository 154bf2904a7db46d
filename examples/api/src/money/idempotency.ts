import { createHash } from 'node:crypto'
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@matjar/core/contract'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/connect.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/respond.ts'
import { parseInput } from '../http/validate.ts'

/**
 * Runs a call that moves money once per Idempotency-Key (per caller, `scope`). The key is claimed
 * in its own committed row before the work starts, so a second call with it, however close,
 * finds it: while the first runs it answers 409; afterwards it replays the first answer, status
 * and body; with another body it answers 422. A failure that is not the caller's (a 500) frees the
 * key, so the retry can act.
 */
export async function oncePerKey(
  c: Context<AppEnv>,
  db: Database,
  scope: string,
  body: unknown,
  run: () => Promise<{ status: ContentfulStatusCode; body: unknown }>,
): Promise<Response> {
  const language = c.get('language')
  const headers = parseInput(
    idempotencyHeadersSchema,
    { [IDEMPOTENCY_KEY_HEADER]: c.req.header(IDEMPOTENCY_KEY_HEADER) },
    language,
  )
  const key = headers[IDEMPOTENCY_KEY_HEADER]
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path} ${JSON.stringify(body)}`)
    .digest('hex')
  const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (!claimed) {
    const [first] = await db.select().from(idempotencyKeys).where(mine)
    if (!first) throw new ApiError(409, 'idempotencyInProgress')
    if (first.requestHash !== requestHash) throw new ApiError(422, 'idempotencyKeyReused')
    if (first.status === null) throw new ApiError(409, 'idempotencyInProgress')
    return c.json(first.response as object, first.status as ContentfulStatusCode)
  }

  let answer: { status: ContentfulStatusCode; body: unknown }
  try {
    answer = await run()
  } catch (error) {
    if (!(error instanceof ApiError)) {
      await db.delete(idempotencyKeys).where(mine)
      throw error
    }
    const refused = errorResponse(c, error)
    answer = { status: error.status, body: await refused.clone().json() }
  }
  await db.update(idempotencyKeys).set({ status: answer.status, response: answer.body }).where(mine)
  return c.json(answer.body as object, answer.status)
}
