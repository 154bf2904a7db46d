import type * as z from 'zod/mini'
import { StorefrontError } from './storefront-error.ts'

// zod/mini loads no locale: unless the app configures one (`z.config(en())` with `en` from
// 'zod/locales'), zod's own messages read only "Invalid input". Say then what was expected.
const describeIssue = (issue: z.core.$ZodIssue): string => {
  const at = issue.path.join('.') || '(root)'
  if (issue.message !== 'Invalid input') return `${at}: ${issue.message}`
  const expected =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.code === 'invalid_value'
        ? `expected one of ${issue.values.map((value) => JSON.stringify(value)).join('|')}`
        : issue.code
  return `${at}: ${issue.message} (${expected})`
}

/**
 * The server answered, but not in the shape the contract promises (checked calls only, see the
 * client's `validate`). A `StorefrontError` like every failure, with status 502 (the API's answer
 * is not one the shop can use); with `part: 'input'`, only its text is used, for the warning about
 * an input the contract refuses.
 */
export class ContractError extends StorefrontError {
  override readonly name = 'ContractError'
  readonly path: string
  readonly issues: z.core.$ZodIssue[]

  constructor(path: string, issues: z.core.$ZodIssue[], part: 'answer' | 'input' = 'answer') {
    super(
      `The ${part} of ${path} does not match the contract: ${issues.map(describeIssue).join('; ')}`,
      502,
      {},
      { serverMessage: null },
    )
    this.path = path
    this.issues = issues
  }
}

export const isContractError = (error: unknown): error is ContractError =>
  error instanceof ContractError
