import * as z from 'zod/mini'
import { CONTACT_ATTACHMENT_MAX_BYTES } from '../contract/contact.ts'
import { ATTACHMENT_EXTENSIONS, attachmentTypeOf, extensionOf } from './attachment-types.ts'
import { failsWith } from './issue-message.ts'

/** What the checks need of a file: a browser `File`, or the part of a multipart upload. */
export type AttachmentLike = { readonly name: string; readonly type: string; readonly size: number }

const isAttachmentLike = (value: unknown): value is AttachmentLike => {
  if (typeof value !== 'object' || value === null) return false
  const file = value as Record<string, unknown>
  return (
    typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number'
  )
}

/** The declared type is JPG, PNG or PDF and the file name's extension agrees with it. */
export const hasAllowedAttachmentType = (file: AttachmentLike): boolean => {
  const type = attachmentTypeOf(file.type)
  return type !== undefined && ATTACHMENT_EXTENSIONS[type].includes(extensionOf(file.name))
}

/**
 * One attachment of the contact form: at most 2 MB, a JPG, PNG or PDF by declared MIME type and
 * file extension. The file object itself is passed through unchanged. Servers should also check
 * the content with `sniffAttachmentType`.
 */
export const attachmentField = z
  .custom<AttachmentLike>(isAttachmentLike, failsWith('validation.attachment.type'))
  .check(
    z.refine(
      (file) => file.size <= CONTACT_ATTACHMENT_MAX_BYTES,
      failsWith('validation.attachment.too_large'),
    ),
    z.refine(hasAllowedAttachmentType, failsWith('validation.attachment.type')),
  )
