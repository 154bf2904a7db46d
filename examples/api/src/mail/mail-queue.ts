import { eq, sql } from 'drizzle-orm'
import { sendResetCode } from '../accounts/password-reset.ts'
import type { Database } from '../db/connect.ts'
import { mailJobs } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import type { MailTransport } from './mail-transport.ts'

/** A job is retried this many times at most, a minute apart. */
const MAX_ATTEMPTS = 5
const HOLD_SECONDS = 60

type Job = typeof mailJobs.$inferSelect

export interface MailQueue {
  /** Writes a password-reset mail to send; the same work whether the email has an account or not. */
  enqueueResetCode(email: string, language: string): Promise<void>
  /** Sends what is waiting (called after each enqueue and now and then); resolves when done. */
  drain(): Promise<void>
}

/**
 * Mail sent after the answer, from a table: a request only writes a row, so an email with an
 * account and one without take the same time to answer (no enumeration by timing), and a mail
 * outlives a crash of the process that took the request. Each replica drains the table; a job is
 * taken with `FOR UPDATE SKIP LOCKED` and held a minute, so one replica sends it.
 */
export function createMailQueue(db: Database, mail: MailTransport, logger: Logger): MailQueue {
  let draining: Promise<void> | null = null

  const take = async (): Promise<Job | undefined> => {
    const answer: unknown = await db.execute(sql`
      update ${mailJobs} set taken_until = now() + make_interval(secs => ${HOLD_SECONDS}),
        attempts = attempts + 1
      where id = (
        select id from ${mailJobs}
        where (taken_until is null or taken_until < now()) and attempts < ${MAX_ATTEMPTS}
        order by id limit 1 for update skip locked)
      returning id, kind, email, language`)
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Job[]
    return rows[0]
  }

  const sendAll = async () => {
    for (let job = await take(); job; job = await take()) {
      try {
        await sendResetCode(db, mail, job.email, job.language === 'ar' ? 'ar' : 'en')
        await db.delete(mailJobs).where(eq(mailJobs.id, job.id))
      } catch (error) {
        logger.error({ mail: 'not sent', job: job.id, error: (error as Error).message })
      }
    }
  }

  const drain = () => {
    draining ??= sendAll().finally(() => {
      draining = null
    })
    return draining
  }

  return {
    async enqueueResetCode(email, language) {
      await db.insert(mailJobs).values({ kind: 'password-reset', email, language })
      // After the answer: the request does not wait for the mail.
      setImmediate(() => {
        drain().catch((error: Error) => logger.error({ mail: 'queue', error: error.message }))
      })
    },
    drain,
  }
}
