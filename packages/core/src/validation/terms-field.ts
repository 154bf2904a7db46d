import * as z from 'zod/mini'
import { failsWith } from './issue-message.ts'

/** The terms and conditions must be agreed: only `true` passes. */
export const termsField = z.literal(true, failsWith('validation.terms.required'))
