// The pool's queue limit turns away new requests (503 at once), never the next query of a request
// it already let in: otherwise, in a burst, the first queries of new requests fill the queue and
// every admitted request is refused its second query: all shed, none served.
import type { Sql } from 'postgres'
import { describe, expect, it } from 'vitest'
import { cancelledWith } from './cancel-on-abort.ts'
import { guarded } from './guarded-client.ts'

/** A pool whose queries each wait until the test answers them, in the order they were sent. */
function heldPool() {
  const running: (() => void)[] = []
  const client = {
    unsafe: (text: string) => {
      let answer = () => {}
      const query = new Promise((resolve) => {
        answer = () => resolve([{ text }])
      })
      running.push(answer)
      return Object.assign(query, { cancel: () => {}, state: {}, values: () => query })
    },
    begin: () => Promise.reject(new Error('not used')),
  } as unknown as Sql
  const answerNext = async () => {
    running.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { client, answerNext }
}

describe('a pool with a bounded queue', () => {
  it("refuses a new request past the limit, never an admitted request's next query", async () => {
    const { client, answerNext } = heldPool()
    // One connection, one query may wait.
    const pool = guarded(client, {
      connections: 1,
      queueLimit: 1,
      cancelRunning: false,
      statementMs: null,
    })
    const request = (work: () => Promise<unknown>) =>
      cancelledWith(new AbortController().signal, work)
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        () => 'answered',
        (error: Error) => error.message,
      )

    // A runs its first query; B's first waits (the queue is full); C's first is refused.
    let opened = () => {}
    const bWaits = new Promise<void>((resolve) => {
      opened = resolve
    })
    const a = outcome(
      request(async () => {
        const first = pool.unsafe('a1')
        await bWaits
        // A's second query, while the queue is full: A was let in, so it waits its turn.
        return Promise.all([first, pool.unsafe('a2')])
      }),
    )
    const b = outcome(request(async () => pool.unsafe('b1')))
    const c = outcome(request(async () => pool.unsafe('c1')))
    expect(await c).toBe('too many queries wait for a database connection')
    opened()
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (let i = 0; i < 3; i++) await answerNext()
    expect(await a).toBe('answered')
    expect(await b).toBe('answered')
  })
})
