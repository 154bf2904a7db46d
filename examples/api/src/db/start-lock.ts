import postgres from 'postgres'

/** Held by the process that migrates and seeds the database, for the length of its work. */
const START_LOCK = 7_261_043

/**
 * Runs `work` holding the start-up lock, which several API processes starting together on one
 * database take in turn: the first migrates and seeds, the others find it done.
 *
 * A transaction-level advisory lock, held by a transaction kept open on a connection of its own
 * while `work` runs on the pools: it ends with the transaction, so a process that dies frees it,
 * and it holds through a transaction pooler (PgBouncer), which keeps a transaction on one server
 * connection. A session-level lock would not: the pooler hands the session to others between
 * statements. The others try again every quarter second in short transactions rather than wait
 * inside one, so they take no pooled server connection while they wait.
 */
export async function whileStartLockHeld<T>(
  url: string,
  pooled: boolean,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const lock = postgres(url, { max: 1, prepare: !pooled, onnotice: () => {} })
  try {
    for (let waited = false; ; waited = true) {
      const turn = await lock.begin(async (tx) => {
        const [row] = await tx<{ taken: boolean }[]>`
          select pg_try_advisory_xact_lock(${START_LOCK}::bigint) as taken`
        if (!row?.taken) return { ran: false as const }
        // Idle while the work runs elsewhere: a server-wide limit must not end it.
        await tx`set local idle_in_transaction_session_timeout = 0`
        return { ran: true as const, value: await work() }
      })
      if (turn.ran) return turn.value
      if (!waited) onWait()
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    await lock.end({ timeout: 5 })
  }
}
