/**
 * The rules a backend is checked against, each derived from the contract (`@matjar/core/contract`)
 * or from spec §7. Every check of the suite belongs to one of them; the report is grouped by them.
 */
export const RULES = {
  served: 'Every path and method of the contract is served',
  status: 'Answers use the statuses the contract documents for the call',
  shape: "Answers match the contract's schema",
  fields: 'Answers carry every field the contract lists (the cart: items, totals, status …)',
  money: 'Money is a string with exactly two decimals ("12.50")',
  errors: 'Failures answer { message } in JSON, and 422 names the fields in `errors`',
  refusals: 'Bad input is refused: 400 not JSON, 422 invalid, 402 no stock, 404 unknown',
  auth: "A customer's call needs a bearer token (401 without one)",
  language: 'Accept-Language is honoured: Arabic messages and names with `ar`',
  lists:
    'Lists page as documented: no product twice, a cursor walks what the pages list, offers ending soonest first',
  'spec-calls': 'The five calls of spec §7: guest cart by uuid, bearer for customers, refetch',
} as const

export type RuleId = keyof typeof RULES

export const RULE_IDS = Object.keys(RULES) as RuleId[]
