// A failed query is logged without its parameters: a sign-up whose insert fails leaves no password
// hash, code hash or email in the log.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'
import type { Logger } from './logger.ts'
import { redactEntry } from './redact-log.ts'

const lines: string[] = []
const collecting: Logger = {
  info: (entry) => lines.push(JSON.stringify(entry)),
  error: (entry) => lines.push(JSON.stringify(entry)),
}
const shop = useTestShop({ logger: collecting })

beforeAll(async () => {
  // Every new sign-up's insert fails, as a full disk or a broken constraint would make it.
  await shop.database.db.execute(sql`
    CREATE FUNCTION refuse_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'disk full'; END $$`)
  await shop.database.db.execute(sql`
    CREATE TRIGGER refuse_sign_up BEFORE INSERT ON pending_registrations
    FOR EACH ROW EXECUTE FUNCTION refuse_sign_up()`)
})

describe('error logs', () => {
  it('keep no password hash, code hash or email of a failed sign-up', async () => {
    const email = 'layla.secret@example.com'
    const answer = await shop.call('register', {
      body: {
        user_name: 'layla',
        first_name: 'Layla',
        last_name: 'Ali',
        email,
        phone: '+966512345678',
        password: 'Qahwa#2025',
        confirm_password: 'Qahwa#2025',
        accept_terms: true,
      },
    })
    expect(answer.status).toBe(500)
    const log = lines.join('\n')
    expect(log).toContain('pending_registrations')
    expect(log).not.toContain(email)
    expect(log).not.toMatch(/\$argon2/)
    expect(log).not.toMatch(/[0-9a-f]{32,}/i)
    expect(log).not.toContain('Qahwa#2025')
  })

  it('takes secrets out of any entry', () => {
    const entry = redactEntry({
      error:
        'Failed query: insert into "sessions" values ($1, $2)\nparams: 5,9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      note: 'sent to sara@example.com with code 12345678 at /auth/reset?email=sara%40example.com',
      header: 'Bearer abc.def',
      password: 'Qahwa#2025',
      nested: { token: 'tok-1', path: '/data/products/16', status: 500 },
    })
    expect(entry).toEqual({
      error: 'Failed query: insert into "sessions" values ($1, $2)\nparams: [redacted]',
      note: 'sent to [email] with code [code] at /auth/reset?[query]',
      header: 'Bearer [token]',
      password: '[redacted]',
      nested: { token: '[redacted]', path: '/data/products/16', status: 500 },
    })
  })
})
