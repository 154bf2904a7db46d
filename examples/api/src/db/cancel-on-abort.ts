import { AsyncLocalStorage } from 'node:async_hooks'

// A shopper who leaves (closes the tab, follows another link, the phone loses its signal) closes
// the connection; the request's signal aborts (@hono/node-server). What the request still has
// under way on PostgreSQL is then cancelled rather than left running for nobody until its time
// limit: a query not sent yet is dropped, one running gets PostgreSQL's cancel request, as
// `pg_cancel_backend` would. Every request also has a deadline (http/deadline.ts): past it, its
// queries still waiting for a pooled connection are dropped, and its public reads cancelled, so
// the API answers 503 at once instead of queueing without bound (db/guarded-client.ts). Both
// signals are found through the async context, so the queries need not be handed them one by one.

/** What a request's queries are tied to. */
export interface RequestBudget {
  /** Aborts when the client has gone away. */
  gone: AbortSignal
  /** Aborts when the request's time is up (none: no deadline). */
  deadline?: AbortSignal
}

const budgets = new AsyncLocalStorage<RequestBudget>()

/** Runs `work` (a request's handling) with its queries tied to `signal` (and `deadline`). */
export const cancelledWith = <T>(
  signal: AbortSignal,
  work: () => Promise<T>,
  deadline?: AbortSignal,
): Promise<T> => budgets.run(deadline ? { gone: signal, deadline } : { gone: signal }, work)

/** The budget of the request whose handling is running now; none outside requests. */
export const currentBudget = (): RequestBudget | undefined => budgets.getStore()

/** Whether the request now running is past its deadline. */
export const pastDeadline = (): boolean => currentBudget()?.deadline?.aborted === true
