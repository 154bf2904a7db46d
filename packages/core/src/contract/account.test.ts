import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  confirmRegistrationRequestSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth-requests.ts'
import { passwordChangeRequestSchema, profileUpdateRequestSchema } from './profile-requests.ts'
import { sampleUser } from './samples.ts'
import { sessionSchema } from './session.ts'
import { userSchema } from './user.ts'

const failedPaths = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

const registration = {
  user_name: 'sara.alharbi',
  first_name: 'Sara',
  last_name: 'Alharbi',
  email: 'sara@example.com',
  phone: '+966501234567',
  password: 'Qahwa#2025',
  confirm_password: 'Qahwa#2025',
  accept_terms: true,
}

describe('the customer and the session', () => {
  it('accepts a customer and a session holding one with its token', () => {
    expect(userSchema.parse(sampleUser).email).toBe('sara@example.com')
    expect(sessionSchema.parse({ user: sampleUser, token: 'tok-1' }).user.id).toBe(7)
  })

  it('rejects a customer with a malformed email or a local phone number', () => {
    expect(failedPaths(userSchema, { ...sampleUser, email: 'sara@' })).toEqual(['email'])
    expect(failedPaths(userSchema, { ...sampleUser, phone: '0501234567' })).toEqual(['phone'])
  })

  it('rejects a session without a token', () => {
    expect(failedPaths(sessionSchema, { user: sampleUser, token: '' })).toEqual(['token'])
  })
})

describe('signing up and in', () => {
  it('accepts a complete registration; the guest cart travels with the confirmation', () => {
    const uuid = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
    expect(registerRequestSchema.parse(registration).email).toBe(registration.email)
    expect(registerRequestSchema.safeParse({ ...registration, uuid }).success).toBe(false)
    const confirmation = { email: registration.email, code: '12345678', uuid }
    expect(confirmRegistrationRequestSchema.parse(confirmation).uuid).toBe(uuid)
    expect(failedPaths(confirmRegistrationRequestSchema, { ...confirmation, code: '' })).toEqual([
      'code',
    ])
  })

  it('holds the password to the rules of spec §5', () => {
    for (const password of ['Qa#1', 'qahwa#2025', 'QAHWA#2025', 'Qahwa#coffee', 'Qahwa2025']) {
      const attempt = { ...registration, password, confirm_password: password }
      expect(failedPaths(registerRequestSchema, attempt), password).toContain('password')
    }
  })

  it('names confirm_password when the passwords differ', () => {
    const attempt = { ...registration, confirm_password: 'Qahwa#2026' }
    expect(failedPaths(registerRequestSchema, attempt)).toEqual(['confirm_password'])
  })

  it('requires the terms to be agreed and a first name of two letters', () => {
    expect(failedPaths(registerRequestSchema, { ...registration, accept_terms: false })).toEqual([
      'accept_terms',
    ])
    expect(failedPaths(registerRequestSchema, { ...registration, first_name: 'S' })).toEqual([
      'first_name',
    ])
  })

  it('rejects unknown fields in every request', () => {
    const login = { email: 'sara@example.com', password: 'x', remember: true }
    expect(loginRequestSchema.safeParse(login).success).toBe(false)
    expect(registerRequestSchema.safeParse({ ...registration, role: 'admin' }).success).toBe(false)
    expect(googleSignInRequestSchema.safeParse({ id_token: 'g', email: 'a@b.co' }).success).toBe(
      false,
    )
  })

  it('resets a password with the emailed code and a password that keeps the rules', () => {
    const reset = {
      email: 'sara@example.com',
      code: '482913',
      password: 'Qahwa#2025',
      confirm_password: 'Qahwa#2025',
    }
    expect(resetPasswordRequestSchema.safeParse(reset).success).toBe(true)
    expect(failedPaths(resetPasswordRequestSchema, { ...reset, code: '12' })).toEqual(['code'])
  })
})

describe('the profile', () => {
  it('takes names and an international phone number', () => {
    const profile = {
      user_name: 'sara',
      first_name: 'Sara',
      last_name: 'Alharbi',
      phone: '+966501234567',
    }
    expect(profileUpdateRequestSchema.safeParse(profile).success).toBe(true)
    expect(failedPaths(profileUpdateRequestSchema, { ...profile, email: 'x@y.co' })).toEqual([''])
  })

  it('changes the password only to one that keeps the rules and is confirmed', () => {
    const change = {
      current_password: 'old',
      password: 'Qahwa#2025',
      confirm_password: 'Qahwa#2025',
    }
    expect(passwordChangeRequestSchema.safeParse(change).success).toBe(true)
    expect(failedPaths(passwordChangeRequestSchema, { ...change, confirm_password: 'x' })).toEqual([
      'confirm_password',
    ])
  })
})
