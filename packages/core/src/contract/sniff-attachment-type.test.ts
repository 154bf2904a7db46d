import { describe, expect, it } from 'vitest'
import { sniffAttachmentType } from './sniff-attachment-type.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffAttachmentType', () => {
  it('recognises JPG, PNG and PDF by their first bytes', () => {
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg')
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe(
      'image/png',
    )
    expect(sniffAttachmentType(text('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf')
  })

  it('refuses other content, even when it starts alike', () => {
    expect(sniffAttachmentType(text('GIF89a'))).toBeUndefined()
    expect(sniffAttachmentType(text('<html>%PDF-'))).toBeUndefined()
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined()
    expect(sniffAttachmentType(bytes(0xff, 0xd8))).toBeUndefined()
    expect(sniffAttachmentType(bytes())).toBeUndefined()
  })
})
