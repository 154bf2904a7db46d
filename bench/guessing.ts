// How fast a distributed guesser can try an account's secrets (issue 43, item 3): two API replicas
// on one PostgreSQL database, 150 guesses in flight at any time, each from an address never used
// before (X-Forwarded-For, believed from loopback through TRUSTED_PROXIES). Prints, for passwords,
// sign-up codes and reset codes, the guesses the API judged (401) and refused (429) per second,
// and what the account's owner saw when signing in meanwhile.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a database it may write to> pnpm bench:guessing
//      pnpm bench:guessing --seconds 10 --in-flight 150 --port 5300
import { randomInt, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { numberOption, startServer, waitFor, whileServersRun } from '../scripts/processes.ts'

const SECONDS = numberOption('seconds', 10)
const IN_FLIGHT = numberOption('in-flight', 150)
const PORT = numberOption('port', 5300)
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:guessing measures replicas sharing PostgreSQL: set DATABASE_URL')
  process.exit(1)
}
const outbox = mkdtempSync(join(tmpdir(), 'matjar-bench-guessing-'))
const replicas = [PORT, PORT + 1].map((port) => `http://127.0.0.1:${port}`)
const startReplica = (port: number) =>
  startServer(`api:${port}`, ['node', '--conditions=@matjar/source', 'src/server.ts'], {
    cwd: 'examples/api',
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: 'loopback',
      MAIL_OUTBOX_DIR: outbox,
      LOG_LEVEL: 'error',
    },
  })
const servers = [startReplica(PORT)]

// Every request from an address of its own: 10.x.y.z, with a random start so runs do not meet.
let nextAddress = randomInt(0, 2 ** 23)
const newAddress = () => {
  const n = nextAddress++ % 2 ** 24
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}
let turn = 0
const post = async (path: string, body: unknown, from = newAddress()) => {
  const base = replicas[turn++ % replicas.length]
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response.status
}
const PASSWORD = 'Owner#Secret1'
const WRONG = 'Guess#Wrong1'
/** Attempts an account takes from anywhere before guesses at it are slowed (rate-limit.ts). */
const THRESHOLD = 20
const code = () => String(randomInt(0, 100_000_000)).padStart(8, '0')

/** The newest code mailed to `email` (the outbox holds the API's mails as JSON files). */
const mailedCode = async (email: string) => {
  for (let i = 0; i < 100; i++) {
    const codes = readdirSync(outbox)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as Record<string, string>)
      .filter((mail) => mail.to === email)
      .map((mail) => /\b\d{8}\b/.exec(mail.text ?? '')?.[0])
    const found = codes.at(-1)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code was mailed to ${email}`)
}

const register = (email: string, from = newAddress()) =>
  post(
    '/auth/register',
    {
      user_name: 'Owner',
      first_name: 'Owner',
      last_name: 'Bench',
      email,
      phone: '+966501234567',
      password: PASSWORD,
      confirm_password: PASSWORD,
      accept_terms: true,
    },
    from,
  )

/**
 * `IN_FLIGHT` guesses at a time for `SECONDS`, each from a new address; meanwhile `owner`, if
 * given, is timed once a second. Answers the statuses counted, the rate of judged guesses once
 * the account's first `firstAttempts` are spent, and the owner's times.
 */
async function flood(
  guess: () => Promise<number>,
  owner?: () => Promise<string>,
  firstAttempts = THRESHOLD,
) {
  const counts: Record<number, number> = {}
  const judgedAt: number[] = []
  const until = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < until) {
      const status = await guess().catch(() => 0)
      counts[status] = (counts[status] ?? 0) + 1
      if (status === 401) judgedAt.push(performance.now())
    }
  }
  const ownerTimes: string[] = []
  const timeOwner = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    while (owner && performance.now() < until - 1000) {
      const started = performance.now()
      const answer = await owner()
      ownerTimes.push(`${answer} in ${((performance.now() - started) / 1000).toFixed(2)} s`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  const started = performance.now()
  await Promise.all([...Array.from({ length: IN_FLIGHT }, worker), timeOwner()])
  const seconds = (performance.now() - started) / 1000
  const rate = (status: number) => ((counts[status] ?? 0) / seconds).toFixed(1)
  // Once the account's first attempts are spent: from the one past them to the last judged.
  const past = judgedAt.slice(firstAttempts)
  const steady =
    past.length > 1
      ? ((past.length - 1) / (((past.at(-1) ?? 0) - (past[0] ?? 0)) / 1000)).toFixed(1)
      : 'none'
  return { counts, seconds, judged: rate(401), steady, refused: rate(429), ownerTimes }
}

const report = (name: string, result: Awaited<ReturnType<typeof flood>>) =>
  console.log(
    `${name}: ${result.judged} guesses/s judged (401), ${result.steady}/s past the account's threshold (its first ${THRESHOLD} attempts), ${result.refused}/s refused (429) over ${result.seconds.toFixed(1)} s; answers ${JSON.stringify(result.counts)}`,
  )

await whileServersRun(servers, async () => {
  // The second replica starts once the first has migrated and seeded the database.
  await waitFor(`${replicas[0]}/health`, { limitMs: 300_000 })
  servers.push(startReplica(PORT + 1))
  await waitFor(`${replicas[1]}/health`, { limitMs: 300_000 })
  console.log(
    `${IN_FLIGHT} guesses in flight, each from a new address, over 2 replicas on PostgreSQL, ${SECONDS} s each`,
  )

  // The account: signed up and confirmed from the owner's usual address.
  const home = newAddress()
  const email = `owner-${randomUUID()}@example.com`
  const registered = await register(email, home)
  if (registered !== 200) throw new Error(`the owner's sign-up was answered ${registered}`)
  const confirmed = await post(
    '/auth/register/confirm',
    { email, code: await mailedCode(email) },
    home,
  )
  if (confirmed !== 200) throw new Error(`the owner's sign-up was answered ${confirmed}`)
  const ownerSignIn = async (from: string) =>
    String(await post('/auth/login', { email, password: PASSWORD }, from))
  // Meanwhile, the owner from the usual address, then from a new one, in turn.
  let signIns = 0
  const ownerHereAndThere = () =>
    signIns++ % 2 === 0
      ? ownerSignIn(home).then((status) => `usual address ${status}`)
      : ownerSignIn(newAddress()).then((status) => `new address ${status}`)

  const passwords = await flood(
    () => post('/auth/login', { email, password: WRONG }),
    ownerHereAndThere,
  )
  report('Passwords', passwords)
  console.log(`  the owner signing in meanwhile: ${passwords.ownerTimes.join(', ')}`)
  const again = await flood(
    () => post('/auth/login', { email, password: WRONG }),
    ownerHereAndThere,
    0,
  )
  report('Passwords, the account already past its threshold', again)
  console.log(`  the owner signing in meanwhile: ${again.ownerTimes.join(', ')}`)

  // Sign-up codes: someone else's sign-up waiting for its code.
  const signingUp = `new-${randomUUID()}@example.com`
  await register(signingUp)
  report(
    'Sign-up codes',
    await flood(() => post('/auth/register/confirm', { email: signingUp, code: code() })),
  )

  // Reset codes: three asked for (the most the mail limit lets through in 15 minutes).
  for (let i = 0; i < 3; i++) await post('/auth/forgot-password', { email }, home)
  const reset = () =>
    post('/auth/reset-password', { email, code: code(), password: WRONG, confirm_password: WRONG })
  report('Reset codes', await flood(reset))
})
