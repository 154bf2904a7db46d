import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const CODE = /\b\d{6,}\b/

/**
 * Reads the sign-up code from a folder of mails written as JSON files `{ to, subject, text }`:
 * what the reference API writes in development (`MAIL_OUTBOX_DIR`). Waits up to `waitMs` for it.
 */
export const codeFromOutbox =
  (folder: string, waitMs = 10_000) =>
  async (email: string): Promise<string> => {
    const until = Date.now() + waitMs
    for (;;) {
      const names = (await readdir(folder).catch(() => [] as string[])).sort().reverse()
      for (const name of names.filter((file) => file.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as {
          to?: string
          text?: string
        }
        if (mail.to?.toLowerCase() !== email.toLowerCase()) continue
        const code = CODE.exec(mail.text ?? '')?.[0]
        if (code) return code
      }
      if (Date.now() > until) throw new Error(`no mail with a code to ${email} in ${folder}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

/**
 * Runs a command of yours to fetch the sign-up code (from a test mailbox, your backend's admin API
 * …): `MATJAR_SIGNUP_EMAIL` holds the address; the command prints the code.
 */
export const codeFromCommand =
  (command: string, timeoutMs = 60_000) =>
  async (email: string): Promise<string> => {
    const { stdout } = await run('sh', ['-c', command], {
      env: { ...process.env, MATJAR_SIGNUP_EMAIL: email },
      timeout: timeoutMs,
    })
    const code = stdout.trim()
    if (!code) throw new Error(`the command printed no code for ${email}`)
    return code
  }
