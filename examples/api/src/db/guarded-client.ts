import type { Sql } from 'postgres'
import { currentBudget, type RequestBudget } from './cancel-on-abort.ts'

// postgres.js queues a query for as long as every connection of its pool is busy: under a crowd
// the wait grows without bound, and no statement time limit covers it. This wraps a pool so that
// a query is refused at once when too many already wait, or when its request's deadline has
// passed, and a query still waiting when the deadline passes is dropped (never sent). The API
// answers those with 503 and Retry-After (app.ts).

/** A query refused before it reached PostgreSQL: the pool's queue was full, or time was up. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError'
  readonly reason: 'queue full' | 'deadline'
  constructor(reason: 'queue full' | 'deadline') {
    super(
      reason === 'queue full'
        ? 'too many queries wait for a database connection'
        : 'the request ran out of time waiting for a database connection',
    )
    this.reason = reason
  }
}

export interface GuardOptions {
  /** The pool's connections (postgres.js `max`): never more queries handed to it at once. */
  connections: number
  /** How many queries may wait for a connection; more are refused at once. */
  queueLimit: number
  /**
   * Public reads: cancelled even while running when the client goes or the deadline passes.
   * Otherwise (writes) only a query still waiting for its turn is dropped, at the deadline.
   */
  cancelRunning: boolean
  /**
   * A time limit the client keeps itself, cancelling the statement (behind a transaction pooler,
   * where no `statement_timeout` can be set per connection); null: PostgreSQL keeps it.
   */
  statementMs: number | null
}

/** A postgres.js query, as far as this file uses it. `state` is set once a connection took it. */
type Query = PromiseLike<unknown> & { cancel(): unknown; state?: unknown }
type Unsafe = (...args: unknown[]) => Query

/** A query that fails with `error` without ever reaching the pool (drizzle calls `.values()`). */
const refused = (error: Error) => {
  const promise = Promise.reject(error)
  promise.catch(() => {})
  return Object.assign(promise, { values: () => promise, cancel: () => {} })
}

/** Ties `query` to the request's signals and to the client-side time limit; answers an undo. */
function watch(query: Query, options: GuardOptions, budget: RequestBudget | undefined) {
  // Only a query a connection has taken (`state`) is cancelled: postgres.js loses the
  // connection of a query cancelled while that connection is still being opened. The queries
  // that wait for a turn wait here, in `guarded`, where dropping them is safe.
  let settled = false
  const cancel = () => {
    if (settled) return
    if (query.state) void Promise.resolve(query.cancel()).catch(() => {})
    else setTimeout(cancel, 20)
  }
  const undo: (() => void)[] = [
    () => {
      settled = true
    },
  ]
  const on = (signal: AbortSignal | undefined, act: () => void) => {
    if (!signal) return
    if (signal.aborted) act()
    else {
      signal.addEventListener('abort', act, { once: true })
      undo.push(() => signal.removeEventListener('abort', act))
    }
  }
  if (options.cancelRunning) on(budget?.gone, cancel)
  if (options.cancelRunning) on(budget?.deadline, cancel)
  if (options.statementMs !== null) {
    const timer = setTimeout(cancel, options.statementMs)
    undo.push(() => clearTimeout(timer))
  }
  return () => {
    for (const step of undo) step()
  }
}

/**
 * A query that waits for its turn (`waiting`) before it is handed to the pool, and still looks
 * like a postgres.js query to drizzle (`.values()`, `.cancel()`): cancelled or out of time while
 * it waits, it is never sent.
 */
function deferred(
  waiting: Promise<void>,
  start: () => Query,
  budget: RequestBudget | undefined,
  started: (query: Query) => () => void,
  leave: () => void,
) {
  let values = false
  let query: Query | undefined
  let giveUp: (() => void) | undefined
  const promise = new Promise<unknown>((resolve, reject) => {
    let abandoned = false
    giveUp = () => {
      if (query || abandoned) return
      abandoned = true
      reject(new DatabaseBusyError('deadline'))
    }
    const deadline = budget?.deadline
    deadline?.addEventListener('abort', giveUp, { once: true })
    void waiting.then(() => {
      if (giveUp) deadline?.removeEventListener('abort', giveUp)
      if (abandoned) return leave()
      const made = start() as Query & { values(): Query }
      query = values ? made.values() : made
      const undo = started(query)
      const done = () => {
        undo()
        leave()
      }
      query.then(done, done)
      query.then(resolve, reject)
    })
  })
  promise.catch(() => {})
  const self = Object.assign(promise, {
    values: () => {
      values = true
      return self
    },
    cancel: () => (query ? query.cancel() : giveUp?.()),
  })
  return self
}

/** The statements of a transaction, each with the client-side limit and the request's signals. */
function guardedTransaction(tx: Sql, options: GuardOptions): Sql {
  const unsafe = tx.unsafe.bind(tx) as Unsafe
  const watched = (...args: unknown[]) => {
    const query = unsafe(...args)
    const done = watch(query, options, currentBudget())
    query.then(done, done)
    return query
  }
  return new Proxy(tx, {
    get: (target, key, receiver) =>
      key === 'unsafe' ? watched : Reflect.get(target, key, receiver),
  })
}

/**
 * `client` (a postgres.js pool) with a bounded queue and the request's deadline: drizzle sends
 * every query through `unsafe`, and every transaction through `begin`. Queries made outside a
 * request have no deadline, but count against the queue all the same.
 */
export function guarded(client: Sql, options: GuardOptions): Sql {
  let outstanding = 0
  // Never more statements or transactions handed to the pool than it has connections: the others
  // wait here for a turn, where the deadline can drop them. (postgres.js would queue them itself,
  // or send them behind a running statement, which a transaction pooler such as PgBouncer 1.18
  // mixes up with the next transaction on that server connection.)
  let inPool = 0
  const turns: (() => void)[] = []
  const enter = (): Promise<void> | null => {
    if (inPool < options.connections) {
      inPool++
      return null
    }
    return new Promise<void>((resolve) => turns.push(resolve)).then(() => {
      inPool++
    })
  }
  const leave = () => {
    inPool--
    turns.shift()?.()
  }
  const admission = (): Error | null => {
    if (currentBudget()?.deadline?.aborted) return new DatabaseBusyError('deadline')
    if (outstanding >= options.connections + options.queueLimit) {
      return new DatabaseBusyError('queue full')
    }
    return null
  }
  const unsafe = client.unsafe.bind(client) as Unsafe
  const guardedUnsafe = (...args: unknown[]) => {
    const refusal = admission()
    if (refusal) return refused(refusal)
    outstanding++
    const budget = currentBudget()
    const waiting = enter()
    if (!waiting) {
      const query = unsafe(...args)
      const undo = watch(query, options, budget)
      const done = () => {
        outstanding--
        leave()
        undo()
      }
      query.then(done, done)
      return query
    }
    const query = deferred(
      waiting,
      () => unsafe(...args),
      budget,
      (started) => watch(started, options, budget),
      leave,
    )
    const done = () => {
      outstanding--
    }
    query.then(done, done)
    return query
  }
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>
  const guardedBegin = (...args: unknown[]) => {
    const refusal = admission()
    if (refusal) return Promise.reject(refusal)
    const budget = currentBudget()
    const work = args.pop() as (tx: Sql) => unknown
    // A transaction that gets its connection after the deadline does nothing: its request has
    // been answered 503 already. One that started before runs to its end.
    let started = false
    let abandoned = false
    const transaction = (enter() ?? Promise.resolve()).then(() =>
      begin(...args, (tx: Sql) => {
        if (abandoned) throw new DatabaseBusyError('deadline')
        started = true
        return work(guardedTransaction(tx, options))
      }).finally(leave),
    )
    outstanding++
    const settled = transaction.finally(() => {
      outstanding--
    })
    const deadline = budget?.deadline
    if (!deadline) return settled
    settled.catch(() => {})
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        if (started) return
        abandoned = true
        reject(new DatabaseBusyError('deadline'))
      }
      if (deadline.aborted) giveUp()
      else deadline.addEventListener('abort', giveUp, { once: true })
      settled.then(resolve, reject).finally(() => deadline.removeEventListener('abort', giveUp))
    })
  }
  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'unsafe'
        ? guardedUnsafe
        : key === 'begin'
          ? guardedBegin
          : Reflect.get(target, key, receiver),
  })
}
