import { AsyncLocalStorage } from 'node:async_hooks'
import type { Sql } from 'postgres'

// A shopper who leaves (closes the tab, follows another link, the phone loses its signal) closes
// the connection; the request's signal aborts (@hono/node-server). What the request still has
// under way on PostgreSQL is then cancelled rather than left running for nobody until its time
// limit: a query not sent yet is dropped, one running gets PostgreSQL's cancel request, as
// `pg_cancel_backend` would. The request's signal is found through the async context, so the
// queries need not be handed it one by one.

const requestSignal = new AsyncLocalStorage<AbortSignal>()

/** Runs `work` (a request's handling) with its queries on a `cancellable` client tied to `signal`. */
export const cancelledWith = <T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> =>
  requestSignal.run(signal, work)

/** A postgres.js query, as far as this file uses it: a promise that can be cancelled. */
type Cancellable = PromiseLike<unknown> & { cancel(): unknown }

/**
 * `client`, whose queries made inside `cancelledWith` are cancelled when that signal aborts
 * (drizzle sends every query through `unsafe`). Queries made outside a request run as before.
 */
export function cancellable(client: Sql): Sql {
  const unsafe = client.unsafe.bind(client) as (...args: unknown[]) => Cancellable
  const cancelling = (...args: unknown[]) => {
    const query = unsafe(...args)
    const signal = requestSignal.getStore()
    if (!signal) return query
    const cancel = () => void Promise.resolve(query.cancel()).catch(() => {})
    if (signal.aborted) cancel()
    else {
      signal.addEventListener('abort', cancel, { once: true })
      const done = () => signal.removeEventListener('abort', cancel)
      query.then(done, done)
    }
    return query
  }
  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'unsafe' ? cancelling : Reflect.get(target, key, receiver),
  })
}
