import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { phoneSchema } from './phone.ts'
import {
  HIDDEN_CHARACTERS_ERROR,
  hasHiddenCharacters,
  plainLine,
  plainLines,
} from './plain-text.ts'
import { emailSchema } from './user.ts'

/** Attachments of the contact form (spec §5, §9): at most 2 MB each, JPG, PNG or PDF. */
export const CONTACT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024
export const CONTACT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export const CONTACT_ATTACHMENTS_MAX = 5

export const contactAttachmentSchema = z.file().check(
  z.maxSize(CONTACT_ATTACHMENT_MAX_BYTES, { error: 'An attachment is at most 2 MB' }),
  z.mime([...CONTACT_ATTACHMENT_TYPES], { error: 'An attachment is a JPG, PNG or PDF file' }),
  // Its name is shown to the shop's staff: a direction override would disguise it
  // (`invoice<U+202E>fdp.exe` reads as `invoiceexe.pdf`).
  z.refine((file: File) => !hasHiddenCharacters(file.name), { error: HIDDEN_CHARACTERS_ERROR }),
)

/** The contact form, sent as multipart/form-data because of its files. */
export const contactMessageRequestSchema = named(
  'ContactMessageRequest',
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(255), plainLine),
    email: emailSchema,
    phone: phoneSchema,
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000), plainLines),
    // Metadata goes on a default by registering it: `.check()` would copy the default's def and
    // with it one `[]` for every parse.
    attachments: z
      ._default(z.array(contactAttachmentSchema).check(z.maxLength(CONTACT_ATTACHMENTS_MAX)), [])
      .register(z.globalRegistry, { description: 'JPG, PNG or PDF files of at most 2 MB each.' }),
  }),
)
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>
