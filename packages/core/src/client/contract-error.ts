import type { z } from 'zod'

/** The server answered, but not in the shape the contract promises. */
export class ContractError extends Error {
  override readonly name = 'ContractError'
  readonly path: string
  readonly issues: z.core.$ZodIssue[]

  constructor(path: string, issues: z.core.$ZodIssue[]) {
    super(
      `The answer of ${path} does not match the contract: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    )
    this.path = path
    this.issues = issues
  }
}

export const isContractError = (error: unknown): error is ContractError =>
  error instanceof ContractError
