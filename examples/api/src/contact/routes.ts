import { randomUUID } from 'node:crypto'
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENTS_MAX,
  type ContactMessageRequest,
  endpoints,
  HIDDEN_CHARACTERS_ERROR,
  sniffAttachmentType,
} from '@matjar/core/contract'
import { Hono, type MiddlewareHandler } from 'hono'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { contactAttachments, contactMessages } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { createGate } from '../http/gate.ts'
import { tooLarge } from '../http/guards.ts'
import { CONTACT_PER_CLIENT, perClient, spendAttempt } from '../http/rate-limit.ts'
import { requireStaff, serve } from '../http/serve.ts'
import { parseInput } from '../http/validate.ts'
import { contractMessage } from '../messages/contract-messages.ts'
import { translate } from '../messages/translate.ts'
import { readAttachment, storeAttachmentBytes } from './attachment-store.ts'
import {
  FormAbandoned,
  FormTooLarge,
  MalformedForm,
  type ReceivedForm,
  readContactForm,
} from './read-contact-form.ts'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const

/** The whole form may carry 5 files of 2 MB and its text; counted as it streams in. */
const FORM_MAX_BYTES = CONTACT_ATTACHMENTS_MAX * CONTACT_ATTACHMENT_MAX_BYTES + 64 * 1024
/** Forms read at once per process: they stream to disk, but each takes a share of the disk's time. */
const FORMS_AT_ONCE = 4

export interface ContactOptions {
  /** This machine's folder for forms as they arrive (their files, until they are stored). */
  scratchDir: string
  /** A form whose body goes quiet this long, or takes longer than `totalMs`, is given up (400). */
  idleMs: number
  totalMs: number
}

/** A Content-Length past the form's limit is refused at once: before a slot or an attempt is spent. */
const declaredSizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared > FORM_MAX_BYTES) {
    return tooLarge(c, 'attachmentTooLarge')
  }
  await next()
}

/**
 * The contact form (spec §2, §5): multipart, attachments of at most 2 MB each, JPG, PNG or PDF as
 * their bytes say (not their name or declared type). The files stream to this machine's scratch
 * folder, then into the database (a piece at a time), where any replica reads them: staff fetch one
 * at `GET /shop/contact-attachments/{id}` with the `X-Admin-Token`.
 */
export function contactRoutes(db: Database, options: ContactOptions) {
  const routes = new Hono<AppEnv>()
  const formsAtOnce = createGate(FORMS_AT_ONCE)
  serve(
    routes,
    'sendContactMessage',
    async (c) => {
      const language = c.get('language')
      let form: ReceivedForm
      try {
        form = await readContactForm(c.req.raw, options.scratchDir, {
          fileField: 'attachments',
          maxFileBytes: CONTACT_ATTACHMENT_MAX_BYTES,
          // One more than allowed, so the form's check can say there are too many.
          maxFiles: CONTACT_ATTACHMENTS_MAX + 1,
          maxBodyBytes: FORM_MAX_BYTES,
          idleMs: options.idleMs,
          totalMs: options.totalMs,
        })
      } catch (error) {
        if (error instanceof MalformedForm && error.inPartHeader) {
          const said = contractMessage(HIDDEN_CHARACTERS_ERROR, language)
          throw new ApiError(422, 'invalidData', { attachments: [said] })
        }
        if (error instanceof MalformedForm) throw new ApiError(400, 'multipartRequired')
        // The client's doing, not a fault: answered (if anyone still listens) and not logged.
        if (error instanceof FormAbandoned) throw new ApiError(400, 'formIncomplete')
        if (error instanceof FormTooLarge) {
          // The rest of the body is not read: the connection cannot carry another request.
          c.header('Connection', 'close')
          throw new ApiError(413, 'attachmentTooLarge')
        }
        throw error
      }
      try {
        if (form.files.some((file) => file.tooLarge)) {
          throw new ApiError(413, 'attachmentTooLarge')
        }
        // The declared type is not trusted: the first bytes decide.
        const typed = form.files.map((file) => {
          const type = sniffAttachmentType(file.head)
          if (!type) {
            throw fieldError(422, 'invalidData', 'attachments', 'attachmentType')
          }
          return { file, type }
        })
        // The bytes are on disk and their sizes were checked as they came: the form's check sees
        // each file's name, type and the count. The body streams, so it is read here, not by
        // `serve`, with the contract's schema all the same.
        const body: ContactMessageRequest = parseInput(
          endpoints.sendContactMessage.body,
          {
            ...form.fields,
            attachments: typed.map(({ file, type }) => new File([], file.name, { type })),
          },
          language,
        )
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
          for (const { file, type } of typed) {
            const [attachment] = await tx
              .insert(contactAttachments)
              .values({
                messageId: message.id,
                storedName: `${randomUUID()}.${EXTENSION[type]}`,
                originalName: file.name.slice(0, 255),
                type,
                size: file.size,
              })
              .returning({ id: contactAttachments.id })
            if (!attachment) throw new Error('The attachment insert returned no row')
            await storeAttachmentBytes(tx, attachment.id, file.path)
          }
        })
      } finally {
        // Stored or refused, the form leaves nothing on this machine's disk.
        await form.discard()
      }
      return { message: translate(language, 'messageSent'), data: null }
    },
    {
      before: [
        declaredSizeLimit,
        // Counted per client before a byte of the form is read; the slot is given back however
        // the form ends (read in full, refused, abandoned: `readContactForm` has deadlines).
        async (c, next) => {
          await spendAttempt(db, [perClient('contact', c.get('client')), CONTACT_PER_CLIENT])
          await formsAtOnce(next)
        },
      ],
    },
  )

  // Staff read an attachment from any replica: its bytes come from the database.
  routes.get('/shop/contact-attachments/:id', requireStaff, async (c) => {
    const id = c.req.param('id')
    const attachment = /^[1-9]\d{0,8}$/.test(id) ? await readAttachment(db, Number(id)) : null
    if (!attachment) throw new ApiError(404, 'attachmentNotFound')
    return c.body(attachment.bytes, 200, {
      'Content-Type': attachment.type,
      'Content-Length': String(attachment.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.originalName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })
  return routes
}
