import { CONTACT_ATTACHMENT_TYPES } from '../contract/contact.ts'

/** The file types a contact-form attachment may have (spec §5, §9): JPG, PNG, PDF. */
export type AttachmentType = (typeof CONTACT_ATTACHMENT_TYPES)[number]

/** File-name extensions of each type. */
export const ATTACHMENT_EXTENSIONS: Readonly<Record<AttachmentType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
}

// Some older clients declare JPEG files as "image/jpg".
const TYPE_ALIASES: Readonly<Record<string, AttachmentType>> = { 'image/jpg': 'image/jpeg' }

/** The attachment type a declared MIME type names, if it is one of the allowed three. */
export const attachmentTypeOf = (mimeType: string): AttachmentType | undefined => {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  if ((CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(type)) return type as AttachmentType
  return TYPE_ALIASES[type]
}

/** The lower-cased extension of a file name, without the dot ('' when it has none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}
