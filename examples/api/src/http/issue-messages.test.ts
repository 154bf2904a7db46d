import { registerRequestSchema } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { parseInput } from './validate.ts'

const refusalOf = (input: unknown, language: 'en' | 'ar') => {
  try {
    parseInput(registerRequestSchema, input, language)
  } catch (error) {
    if (error instanceof ApiError) return error.errors ?? {}
  }
  throw new Error('the input was accepted')
}

const registration = {
  user_name: 'sara',
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone: '+966512345678',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  accept_terms: true,
}
/** What a library says, not a shop: zod's own words in either language. */
const LIBRARY_WORDING = /string|number|expected|>=|<=|يفترض|Invalid input|Too (small|big)/

describe('field errors', () => {
  it('speak Arabic, in a shop’s words, for a too-short first name and a malformed email', () => {
    const errors = refusalOf({ ...registration, first_name: 'س', email: 'not-an-email' }, 'ar')
    const all = Object.values(errors).flat()
    expect(all.length).toBeGreaterThanOrEqual(2)
    expect(all.filter((text) => LIBRARY_WORDING.test(text))).toEqual([])
    expect(all.filter((text) => !/[\u0600-\u06FF]/.test(text))).toEqual([])
  })

  it('speak English, in a shop’s words, for the same', () => {
    const errors = refusalOf({ ...registration, first_name: 'S', email: 'not-an-email' }, 'en')
    const all = Object.values(errors).flat()
    expect(all.filter((text) => LIBRARY_WORDING.test(text))).toEqual([])
    expect(errors.email).toBeDefined()
  })

  it('name a missing field and a wrong type plainly', () => {
    const { user_name: _, ...withoutUserName } = registration
    const errors = refusalOf({ ...withoutUserName, accept_terms: 'yes' }, 'ar')
    expect(errors.user_name).toEqual(['هذا الحقل مطلوب'])
    expect(
      Object.values(errors)
        .flat()
        .filter((text) => LIBRARY_WORDING.test(text)),
    ).toEqual([])
  })
})
