import { randomUUID } from 'node:crypto'
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENTS_MAX,
  type ContactMessageRequest,
  endpoints,
  HIDDEN_CHARACTERS_ERROR,
  sniffAttachmentType,
} from '@matjar/core/contract'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { contactAttachments, contactMessages } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { createGate } from '../http/gate.ts'
import { tooLarge } from '../http/guards.ts'
import { CONTACT_PER_CLIENT, perClient, spendAttempt } from '../http/rate-limit.ts'
import { serve } from '../http/serve.ts'
import { parseInput } from '../http/validate.ts'
import { contractMessage } from '../messages/contract-messages.ts'
import { translate } from '../messages/translate.ts'
import { MalformedForm, type ReceivedForm, readContactForm } from './read-contact-form.ts'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const

/** The whole form may carry 5 files of 2 MB and its text; counted as it streams in. */
const FORM_MAX_BYTES = CONTACT_ATTACHMENTS_MAX * CONTACT_ATTACHMENT_MAX_BYTES + 64 * 1024
/** Forms read at once per process: they stream to disk, but each takes a share of the disk's time. */
const FORMS_AT_ONCE = 4

/**
 * The contact form (spec §2, §5): multipart, attachments of at most 2 MB each, JPG, PNG or PDF as
 * their bytes say (not their name or declared type), stored under names the server makes.
 */
export function contactRoutes(db: Database, uploadsDir: string) {
  const routes = new Hono<AppEnv>()
  const formsAtOnce = createGate(FORMS_AT_ONCE)
  serve(
    routes,
    'sendContactMessage',
    async (c) => {
      const language = c.get('language')
      let form: ReceivedForm
      try {
        form = await readContactForm(c.req.raw, uploadsDir, {
          fileField: 'attachments',
          maxFileBytes: CONTACT_ATTACHMENT_MAX_BYTES,
          // One more than allowed, so the form's check can say there are too many.
          maxFiles: CONTACT_ATTACHMENTS_MAX + 1,
        })
      } catch (error) {
        if (error instanceof MalformedForm && error.inPartHeader) {
          const said = contractMessage(HIDDEN_CHARACTERS_ERROR, language)
          throw new ApiError(422, 'invalidData', { attachments: [said] })
        }
        if (error instanceof MalformedForm) throw new ApiError(400, 'multipartRequired')
        throw error
      }
      let stored: { storedName: string; originalName: string; type: string; size: number }[]
      let body: ContactMessageRequest
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
        body = parseInput(
          endpoints.sendContactMessage.body,
          {
            ...form.fields,
            attachments: typed.map(({ file, type }) => new File([], file.name, { type })),
          },
          language,
        )
        stored = []
        for (const { file, type } of typed) {
          const storedName = `${randomUUID()}.${EXTENSION[type]}`
          await rename(file.path, join(uploadsDir, storedName))
          stored.push({ storedName, originalName: file.name.slice(0, 255), type, size: file.size })
        }
      } catch (error) {
        await form.discard()
        throw error
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
      return { message: translate(language, 'messageSent'), data: null }
    },
    {
      before: [
        // Counted per client before a byte of the form is read.
        async (c, next) => {
          await spendAttempt(db, [perClient('contact', c.get('client')), CONTACT_PER_CLIENT])
          await formsAtOnce(next)
        },
        // Counts the bytes as they arrive, so a body without Content-Length is cut off too.
        bodyLimit({
          maxSize: FORM_MAX_BYTES,
          onError: (c) => tooLarge(c, 'attachmentTooLarge'),
        }),
      ],
    },
  )
  return routes
}
