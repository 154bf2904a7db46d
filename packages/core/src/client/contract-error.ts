import type * as z from 'zod/mini'

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

/** The server answered, but not in the shape the contract promises. */
export class ContractError extends Error {
  override readonly name = 'ContractError'
  readonly path: string
  readonly issues: z.core.$ZodIssue[]

  constructor(path: string, issues: z.core.$ZodIssue[]) {
    super(
      `The answer of ${path} does not match the contract: ${issues.map(describeIssue).join('; ')}`,
    )
    this.path = path
    this.issues = issues
  }
}

export const isContractError = (error: unknown): error is ContractError =>
  error instanceof ContractError
