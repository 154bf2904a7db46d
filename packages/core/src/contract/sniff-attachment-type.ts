import type { CONTACT_ATTACHMENT_TYPES } from './contact.ts'

type AttachmentType = (typeof CONTACT_ATTACHMENT_TYPES)[number]

const SIGNATURES: readonly { type: AttachmentType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
]

/**
 * The real type of an uploaded file, read from its first bytes (magic numbers), for servers
 * that must not trust the declared MIME type or the file name. Undefined when the content is
 * not a JPG, PNG or PDF.
 */
export const sniffAttachmentType = (bytes: Uint8Array): AttachmentType | undefined =>
  SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))
    ?.type
