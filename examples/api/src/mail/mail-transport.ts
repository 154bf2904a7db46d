import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'

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
 * reset code, and what tests read. Each is written under a hidden name and then renamed, so a
 * reader listing the folder never opens a mail half written.
 */
export const createOutboxTransport = (folder: string): MailTransport => ({
  async send(mail) {
    await mkdir(folder, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.json`
    const writing = join(folder, `.${name}.writing`)
    await writeFile(writing, `${JSON.stringify(mail, null, 2)}\n`)
    await rename(writing, join(folder, name))
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

/**
 * Sends through an SMTP server, e.g. `SMTP_URL=smtps://user:pass@smtp.example.com:465`, from
 * `from` (`MAIL_FROM`). What production uses; nodemailer speaks the protocol.
 */
export const createSmtpTransport = (url: string, from: string): MailTransport => {
  const transporter = createTransport(url)
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
