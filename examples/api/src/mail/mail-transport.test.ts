import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboxTransport, createSmtpTransport } from './mail-transport.ts'

/** A real SMTP server on loopback receives what the transport sends. */
const received: { from: string; to: string[]; data: string }[] = []
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = ''
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8')
    })
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data,
      })
      callback()
    })
  },
})
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('SMTP transport', () => {
  it('delivers a reset mail to an SMTP server', async () => {
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Matjar <no-reply@matjar.example>',
    )
    await transport.send({
      to: 'sara@example.com',
      subject: 'Your code',
      text: 'Your code is 12345678.',
    })
    expect(received).toHaveLength(1)
    expect(received[0]?.from).toBe('no-reply@matjar.example')
    expect(received[0]?.to).toEqual(['sara@example.com'])
    expect(received[0]?.data).toContain('Your code is 12345678.')
  })
})

describe('outbox transport', () => {
  it('leaves only whole mails in the folder, one JSON file each, however many are sent at once', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'matjar-outbox-'))
    const transport = createOutboxTransport(folder)
    const texts = Array.from({ length: 20 }, (_, i) => `Your code is ${String(10000000 + i)}.`)
    await Promise.all(
      texts.map((text) => transport.send({ to: 'sara@example.com', subject: 'Your code', text })),
    )
    const names = await readdir(folder)
    expect(names.every((name) => name.endsWith('.json'))).toBe(true)
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8'))),
    )
    expect(mails.map((mail) => mail.text).sort()).toEqual(texts)
    await rm(folder, { recursive: true })
  })
})
