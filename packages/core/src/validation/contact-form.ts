import * as z from 'zod/mini'
import { CONTACT_ATTACHMENTS_MAX } from '../contract/contact.ts'
import { attachmentField } from './attachment-field.ts'
import { emailField } from './email-field.ts'
import { failsWith } from './issue-message.ts'
import { CONTACT_MESSAGE_MAX_LENGTH } from './limits.ts'
import { nameField, phoneRequiredField, requiredText } from './text-fields.ts'

/**
 * The contact form (spec §3): name, email, phone, message and up to 5 attachments, with the
 * field names of the API's request (contract/contact.ts).
 */
export const contactFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneRequiredField,
  message: requiredText('validation.message.required', CONTACT_MESSAGE_MAX_LENGTH),
  attachments: z._default(
    z
      .array(attachmentField)
      .check(z.maxLength(CONTACT_ATTACHMENTS_MAX, failsWith('validation.attachments.too_many'))),
    [],
  ),
})
export type ContactForm = z.infer<typeof contactFormSchema>
