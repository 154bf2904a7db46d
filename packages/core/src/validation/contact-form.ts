import * as z from 'zod/mini'
import { CONTACT_ATTACHMENTS_MAX, contactMessageRequestSchema } from '../contract/contact.ts'
import { attachmentField } from './attachment-field.ts'
import { typedEmail } from './email-field.ts'
import { withWords } from './issue-map.ts'
import { failsWith } from './issue-message.ts'

/**
 * The contact form (spec §3): the contract's request (contract/contact.ts), with the email
 * trimmed as typed and the attachments as the browser has them before sending (checked by name
 * and type as they are picked, `attachmentField`). Its words: `name` is the sender's name.
 */
export const contactFormSchema = withWords(
  z.extend(contactMessageRequestSchema, {
    email: typedEmail,
    attachments: z._default(
      z
        .array(attachmentField)
        .check(z.maxLength(CONTACT_ATTACHMENTS_MAX, failsWith('validation.attachments.too_many'))),
      [],
    ),
  }),
  {
    name: { required: 'validation.name.required', short: 'validation.name.min' },
    message: { required: 'validation.message.required' },
  },
)
export type ContactForm = z.infer<typeof contactFormSchema>
