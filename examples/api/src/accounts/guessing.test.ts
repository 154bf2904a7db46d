// Guessing an account's secret stays slow however many addresses and replicas guess at once, the
// owner's own sign-ins are not held up by it nor counted as failures, and only the newest reset
// code works (issue 43, items 3 and 8). On PostgreSQL (DATABASE_URL) the guesses are shared
// between two apps over one database, as between two replicas.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import { type DatabaseHandle, openDatabase } from '../db/connect.ts'
import { silentLogger } from '../http/logger.ts'
import { SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING, SLOW_DOWN_MS } from '../http/rate-limit.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { apiCaller } from '../test/api-caller.ts'
import { mailedCode, signUpCustomer } from '../test/sign-up.ts'
import { openFreshPostgresDatabase, openTestDatabase } from '../test/test-database.ts'
import { hashingTimeLimit } from '../test/time-limit.ts'

const mail = createMemoryTransport()
const handles: DatabaseHandle[] = []
let replicas: ReturnType<typeof apiCaller>[] = []
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  const url = process.env.DATABASE_URL
  if (url) {
    const first = await openFreshPostgresDatabase(url)
    handles.push(first, await openDatabase({ kind: 'postgres', url: first.url }))
  } else {
    handles.push(await openTestDatabase())
  }
  const apps = handles.map((handle) =>
    createApp({ db: handle.db, logger: silentLogger, mail, trustedProxies: ['in-process'] }),
  )
  app = apps[0] as ReturnType<typeof createApp>
  replicas = apps.map(apiCaller)
})
afterAll(async () => {
  for (const handle of handles.reverse()) await handle.close()
})

let addresses = 0
const newAddress = () => `10.43.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`
const login = (email: string, password: string, from = newAddress(), replica = 0) =>
  (replicas[replica % replicas.length] as ReturnType<typeof apiCaller>)('login', {
    body: { email, password },
    headers: { 'x-forwarded-for': from },
  })
const RIGHT = 'Secret#123'
const WRONG = 'Wrong#1234'
const BUSY = 'This account is being tried too often: please try again in a few seconds'

/** Wrong passwords from as many addresses as the account takes before its guesses take turns. */
async function reachThreshold(email: string) {
  for (let i = 0; i < SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts; i++) {
    expect((await login(email, WRONG)).status).toBe(401)
  }
}

describe('guessing one account from many addresses', () => {
  it('judges one guess per turn, however many come at once and through whichever replica', {
    timeout: hashingTimeLimit(SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts + 41),
  }, async () => {
    const { email } = await signUpCustomer({ app, mail })
    await reachThreshold(email)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(email, WRONG, newAddress(), n)),
    )
    const seconds = (performance.now() - started) / 1000
    const judged = answers.filter((answer) => answer.status === 401)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(judged.length + refused.length).toBe(40)
    // The judged guesses had a turn each, a turn per SLOW_DOWN_MS: 40 at once would take 39 s.
    expect(judged.length).toBeLessThanOrEqual(1 + (seconds * 1000) / SLOW_DOWN_MS)
    for (const answer of refused) {
      expect(answer.ok ? '' : answer.error.message).toBe(BUSY)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    }
  })

  it('lets the owner in from an address the account signed in from while guesses hold the turns', {
    timeout: hashingTimeLimit(SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts + 45),
  }, async () => {
    const { email } = await signUpCustomer({ app, mail })
    const home = '198.51.100.43'
    expect((await login(email, RIGHT, home)).status).toBe(200)
    await reachThreshold(email)
    let firstRefusal: () => void = () => {}
    const queueFull = new Promise<void>((resolve) => {
      firstRefusal = resolve
    })
    const flood = Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const answer = await login(email, WRONG, newAddress(), n)
        if (answer.status === 429) firstRefusal()
        return answer.status
      }),
    )
    // (Or, were nothing ever refused, once every guess has its answer.)
    void flood.then(() => firstRefusal())
    await queueFull
    // The turns are taken: the right password from a new address waits with the guessers...
    const elsewhere = await login(email, RIGHT, newAddress(), 1)
    expect(elsewhere.status).toBe(429)
    expect(elsewhere.ok ? '' : elsewhere.error.message).toBe(BUSY)
    // ...and the owner at home is judged at once, through either replica.
    expect((await login(email, RIGHT, home, 0)).status).toBe(200)
    expect((await login(email, RIGHT, home, 1)).status).toBe(200)
    await flood
  })
})

describe('signing in successfully', () => {
  it('is not counted as a failed attempt: the eleventh sign-in from one address goes in', {
    timeout: hashingTimeLimit(14),
  }, async () => {
    const { email } = await signUpCustomer({ app, mail })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await login(email, RIGHT, '203.0.113.43')).status)
    expect(statuses).toEqual(Array(12).fill(200))
  })
})

describe('reset codes', () => {
  const call = (name: 'forgotPassword', email: string) =>
    (replicas[0] as ReturnType<typeof apiCaller>)(name, { body: { email } })
  const reset = (email: string, code: string, password: string) =>
    (replicas[1 % replicas.length] as ReturnType<typeof apiCaller>)('resetPassword', {
      body: { email, code, password, confirm_password: password },
    })

  it('only the newest code mailed works, once; it retires the ones before it', {
    timeout: hashingTimeLimit(8),
  }, async () => {
    const { email } = await signUpCustomer({ app, mail })
    const codes: string[] = []
    for (let i = 0; i < 3; i++) {
      const before = mail.sent.length
      expect((await call('forgotPassword', email)).status).toBe(200)
      await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1))
      codes.push(mailedCode(mail.sent, email))
    }
    const [oldest, older, newest] = codes as [string, string, string]
    expect(new Set(codes).size).toBe(3)
    expect((await reset(email, oldest, 'Oldest#123')).status).toBe(401)
    expect((await reset(email, older, 'Older#1234')).status).toBe(401)
    expect((await reset(email, newest, 'Newest#123')).status).toBe(200)
    expect((await reset(email, older, 'Older#1234')).status).toBe(401)
    expect((await login(email, 'Newest#123')).status).toBe(200)
  })
})
