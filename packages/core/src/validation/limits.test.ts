import { describe, expect, it } from 'vitest'
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENTS_MAX } from '../contract/contact.ts'
import { PASSWORD_MIN_LENGTH } from '../contract/password.ts'
import { translate } from '../messages/sdk-messages.ts'
import { NAMED_TEXT_MIN_LENGTH, PERSON_NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from './limits.ts'

// The messages state the limits in words; they must say what the schemas enforce.
describe('messages and limits', () => {
  it('use the limits of spec §5 and §9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect([NAMED_TEXT_MIN_LENGTH, TEXT_MAX_LENGTH]).toEqual([2, 255])
    expect(PERSON_NAME_MIN_LENGTH).toBe(2)
    expect(CONTACT_ATTACHMENT_MAX_BYTES).toBe(2 * 1024 * 1024)
  })

  it('state them in both languages', () => {
    expect(translate('en', 'validation.first_name.min')).toContain('at least 2 characters')
    // Arabic says "two letters" with the dual حرفين rather than a digit.
    expect(translate('ar', 'validation.first_name.min')).toContain('حرفين')
    for (const language of ['en', 'ar'] as const) {
      expect(translate(language, 'validation.password.min')).toContain(String(PASSWORD_MIN_LENGTH))
      for (const key of [
        'validation.address_name.length',
        'validation.address.length',
        'validation.company_name.length',
      ] as const) {
        expect(translate(language, key)).toContain(String(NAMED_TEXT_MIN_LENGTH))
        expect(translate(language, key)).toContain(String(TEXT_MAX_LENGTH))
      }
      expect(translate(language, 'validation.attachment.too_large')).toContain(
        `${CONTACT_ATTACHMENT_MAX_BYTES / 1024 / 1024} `,
      )
      expect(translate(language, 'validation.attachments.too_many')).toContain(
        String(CONTACT_ATTACHMENTS_MAX),
      )
    }
  })
})
