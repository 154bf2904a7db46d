import { createHash } from 'node:crypto'
import {
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type idempotencyHeadersSchema,
  type optionalIdempotencyHeadersSchema,
} from '@matjar/core/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/connect.ts'
import type { Transaction } from '../db/retrying-transaction.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { ApiError } from './api-error.ts'
import { errorResponse, requestLanguage } from './respond.ts'
import type { KeptAnswer, Success } from './serve.ts'
import { parseInput } from './validate.ts'

/** A call that took its key longer ago than this and never answered died with its process. */
export const STALE_CLAIM_SECONDS = 60
/** How long a repeat of a call still running waits for its answer before answering 409. */
const WAIT_FOR_FIRST_MS = 2_000
const POLL_MS = 50

type Answer = { status: ContentfulStatusCode; body: unknown }

/**
 * The calls the contract gives an Idempotency-Key header: those that move money (required), the
 * cart's changes and the wishlist toggle (optional).
 */
export type KeyedEndpoint = {
  [N in EndpointName]: Endpoints[N] extends {
    headers: typeof idempotencyHeadersSchema | typeof optionalIdempotencyHeadersSchema
  }
    ? N
    : never
}[EndpointName]

/** What the running call can tell its key. */
export interface KeyClaim {
  /** Records the order the call wrote, inside the transaction that writes it. */
  recordOrder(tx: Transaction, orderId: number): Promise<void>
  /**
   * Records the call's answer inside the transaction that does its work: the work and its answer
   * commit together, so a repeat never finds the work done and the key unanswered (a process that
   * died between the two would have the work done again).
   */
  recordAnswer(tx: Transaction, answer: object): Promise<void>
}

/** The claim of a call made without a key (optional on cart and wishlist changes): nothing kept. */
const NO_CLAIM: KeyClaim = { recordOrder: async () => {}, recordAnswer: async () => {} }

/** The fingerprint of a call: the same key with another fingerprint is refused. */
const requestHashOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path} ${JSON.stringify(body)}`)
    .digest('hex')

/**
 * Runs a call that moves money once per Idempotency-Key (per caller, `scope`). The key is claimed
 * in its own committed row before the work starts, so a second call with it, however close,
 * finds it: while the first runs it answers 409; afterwards it replays the first answer, status
 * and body; with another body it answers 422. A failure that is not the caller's (a 500) frees the
 * key, so the retry can act.
 *
 * A repeat that comes while the first call runs (a shopper's retry after a proxy's time-out, a
 * second replica) waits for its answer up to `WAIT_FOR_FIRST_MS`, then answers 409. Where the
 * contract makes the key optional (cart and wishlist changes), a call without one just runs.
 *
 * A claim never answered after `STALE_CLAIM_SECONDS` belongs to a call whose process died (a
 * crash, `kill -9`). The next retry takes it over, once: if that call had written its order
 * (`recordOrder`, in the order's own transaction), the retry answers with that order
 * (`answerForOrder`); otherwise it runs the call again. No key stays stuck.
 */
export async function oncePerKey<N extends KeyedEndpoint>(
  c: Context,
  db: Database,
  name: N,
  scope: string,
  body: unknown,
  run: (claim: KeyClaim) => Promise<Success<N>>,
  answerForOrder?: (orderId: number) => Promise<Success<N>>,
): Promise<KeptAnswer> {
  const language = requestLanguage(c)
  const done: ContentfulStatusCode = (endpoints[name] as Endpoint).created ? 201 : 200
  const success = async (answer: Promise<Success<N>>): Promise<Answer> => ({
    status: done,
    body: await answer,
  })
  const headers = parseInput(
    (endpoints[name] as Endpoint).headers!,
    { [IDEMPOTENCY_KEY_HEADER]: c.req.header(IDEMPOTENCY_KEY_HEADER) },
    language,
  ) as { [IDEMPOTENCY_KEY_HEADER]?: string }
  const key = headers[IDEMPOTENCY_KEY_HEADER]
  if (key === undefined) return kept(c.json(await run(NO_CLAIM), done))
  const requestHash = requestHashOf(c.req.method, c.req.path, body)
  const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  const claim: KeyClaim = {
    recordOrder: async (tx, orderId) => {
      await tx.update(idempotencyKeys).set({ orderId }).where(mine)
    },
    recordAnswer: async (tx, response) => {
      await tx.update(idempotencyKeys).set({ status: done, response }).where(mine)
    },
  }

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  let answer: Answer | undefined
  if (!claimed) {
    const firstCall = async () => (await db.select().from(idempotencyKeys).where(mine))[0]
    let first = await firstCall()
    for (let waited = 0; first?.status === null && waited < WAIT_FOR_FIRST_MS; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      first = await firstCall()
    }
    if (!first) throw new ApiError(409, 'idempotencyInProgress')
    if (first.requestHash !== requestHash) throw new ApiError(422, 'idempotencyKeyReused')
    if (first.status !== null) {
      return kept(c.json(first.response as object, first.status as ContentfulStatusCode))
    }
    // Still running, unless its claim is stale: then this retry takes it over (one retry only).
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          mine,
          isNull(idempotencyKeys.status),
          sql`${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`,
        ),
      )
      .returning({ orderId: idempotencyKeys.orderId })
    if (!taken) throw new ApiError(409, 'idempotencyInProgress')
    if (taken.orderId !== null && answerForOrder) {
      answer = await success(answerForOrder(taken.orderId))
    }
  }

  if (!answer) {
    try {
      answer = await success(run(claim))
    } catch (error) {
      if (!(error instanceof ApiError)) {
        await db.delete(idempotencyKeys).where(mine)
        throw error
      }
      const refused = errorResponse(c, error)
      answer = { status: error.status, body: await refused.clone().json() }
    }
  }
  await db.update(idempotencyKeys).set({ status: answer.status, response: answer.body }).where(mine)
  return kept(c.json(answer.body as object, answer.status))
}

const kept = (response: Response) => response as KeptAnswer
