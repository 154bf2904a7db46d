import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENTS_MAX,
  contactMessageRequestSchema,
  endpoints,
  sniffAttachmentType,
} from '@matjar/core/contract'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../db/connect.ts'
import { contactAttachments, contactMessages } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { createGate } from '../http/gate.ts'
import { tooLarge } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { CONTACT_PER_CLIENT, perClient, spendAttempt } from '../http/rate-limit.ts'
import { parseInput } from '../http/validate.ts'
import { retryingTransaction } from '../money/retrying-transaction.ts'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const

/** The whole form may carry 5 files of 2 MB and its text; counted as it streams in. */
const FORM_MAX_BYTES = CONTACT_ATTACHMENTS_MAX * CONTACT_ATTACHMENT_MAX_BYTES + 64 * 1024
/** Forms read at once per process: each holds its 10 MB of files several times over while read. */
const FORMS_AT_ONCE = 1

/**
 * The contact form (spec §2, §5): multipart, attachments of at most 2 MB each, JPG, PNG or PDF as
 * their bytes say (not their name or declared type), stored under names the server makes.
 */
export function contactRoutes(db: Database, uploadsDir: string) {
  const routes = new Hono<AppEnv>()
  const oneFormAtATime = createGate(FORMS_AT_ONCE)
  routes.post(
    endpoints.sendContactMessage.path,
    // Counted per client before a byte of the form is read.
    async (c, next) => {
      await spendAttempt(db, [perClient('contact', c.get('client')), CONTACT_PER_CLIENT])
      await oneFormAtATime(next)
    },
    // Counts the bytes as they arrive, so a body without Content-Length is cut off too.
    bodyLimit({
      maxSize: FORM_MAX_BYTES,
      onError: (c) => tooLarge(c, 'attachmentTooLarge'),
    }),
    async (c) => {
      const language = c.get('language')
      if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
        throw new ApiError(400, 'multipartRequired')
      }
      let form: Record<string, string | File | (string | File)[]>
      try {
        form = await c.req.parseBody({ all: true })
      } catch {
        throw new ApiError(400, 'multipartRequired')
      }
      const { attachments: raw, ...fields } = form
      const files = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).filter(
        (item): item is File => typeof item !== 'string',
      )
      if (files.some((file) => file.size > CONTACT_ATTACHMENT_MAX_BYTES)) {
        throw new ApiError(413, 'attachmentTooLarge')
      }
      // The declared type is not trusted: the first bytes decide, and are what the form is checked
      // with. The files' bytes are not copied: they are checked, then streamed to disk, from the
      // parsed form's own blobs (a form's 10 MB are held once, not three times).
      const sniffed = await Promise.all(
        files.map(async (file) => {
          const type = sniffAttachmentType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
          if (!type) {
            throw new ApiError(422, 'invalidData', {
              attachments: [translate('attachmentType', language)],
            })
          }
          return { file, type }
        }),
      )
      const body = parseInput(
        contactMessageRequestSchema,
        {
          ...fields,
          attachments: sniffed.map(({ file, type }) => new File([file], file.name, { type })),
        },
        language,
      )

      await mkdir(uploadsDir, { recursive: true })
      const stored: { storedName: string; originalName: string; type: string; size: number }[] = []
      for (const { file, type } of sniffed) {
        const storedName = `${randomUUID()}.${EXTENSION[type]}`
        await pipeline(
          Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>),
          createWriteStream(join(uploadsDir, storedName)),
        )
        stored.push({ storedName, originalName: file.name.slice(0, 255), type, size: file.size })
      }
      await retryingTransaction(db, async (tx) => {
        const [message] = await tx
          .insert(contactMessages)
          .values({
            name: body.name,
            email: body.email,
            phone: body.phone,
            message: body.message,
            language,
          })
          .returning({ id: contactMessages.id })
        if (!message) throw new Error('The message insert returned no row')
        if (stored.length > 0) {
          await tx
            .insert(contactAttachments)
            .values(stored.map((file) => ({ ...file, messageId: message.id })))
        }
      })
      return c.json({ message: translate('messageSent', language), data: null })
    },
  )
  return routes
}
