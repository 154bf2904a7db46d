import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends mail. Development writes to an outbox folder; production plugs a real transport in. */
export interface MailTransport {
  send(mail: Mail): Promise<void>
}

/**
 * Writes each mail as a JSON file in `folder` (the outbox): what a developer opens to read the
 * reset code, and what tests read.
 */
export const createOutboxTransport = (folder: string): MailTransport => ({
  async send(mail) {
    await mkdir(folder, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.json`
    await writeFile(join(folder, name), `${JSON.stringify(mail, null, 2)}\n`)
  },
})

/** Keeps mails in memory (tests). */
export const createMemoryTransport = () => {
  const sent: Mail[] = []
  return {
    sent,
    async send(mail: Mail) {
      sent.push(mail)
    },
  } satisfies MailTransport & { sent: Mail[] }
}
