import type { Endpoint } from '@matjar/core/contract'
import type { RuleId } from '../rules.ts'
import type { Answer } from './answer.ts'
import { type Components, pathText, type SchemaNode, walkAnswer } from './schema-walk.ts'

export interface AnswerIssue {
  rule: RuleId
  message: string
}

/** The statuses a call may answer: its success and the failures the contract lists for it. */
export const documentedStatuses = (endpoint: Endpoint): number[] => [
  endpoint.created ? 201 : 200,
  ...Object.keys(endpoint.errors ?? {}).map(Number),
]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The answer says it is JSON (`application/json`, with or without a charset). */
const isJsonType = (answer: Answer) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(answer.contentType)

const shown = (answer: Answer) => {
  const text = answer.text.length > 160 ? `${answer.text.slice(0, 160)}…` : answer.text
  return `${answer.status} ${text}`
}

/** A failure answer: JSON `{ message, errors? }`, with `errors` naming fields on 422. */
const errorBodyIssues = (answer: Answer): string[] => {
  if (answer.json === undefined) return [`not JSON (${answer.contentType || 'no content-type'})`]
  if (!isJsonType(answer)) return [`JSON sent as ${answer.contentType || 'no content-type'}`]
  const body = answer.json
  if (!isObject(body)) return ['the body is not an object']
  const found: string[] = []
  if (typeof body.message !== 'string' || body.message.trim() === '') {
    found.push('`message` is missing or empty')
  }
  if (body.errors !== undefined) {
    const errors = body.errors
    const wellFormed =
      isObject(errors) &&
      Object.values(errors).every(
        (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
      )
    if (!wellFormed) found.push('`errors` is not { field: [messages] }')
  }
  if (answer.status === 422 && (!isObject(body.errors) || Object.keys(body.errors).length === 0)) {
    found.push('a 422 without `errors` naming the invalid fields')
  }
  return found
}

/** The value at a path of the answer, as a failure shows it: `"2" (string)`, `missing`. */
const valueAt = (json: unknown, path: readonly (string | number)[]): string => {
  let value = json
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !(part in value)) return 'missing'
    value = (value as Record<string | number, unknown>)[part]
  }
  const text = JSON.stringify(value) ?? String(value)
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  return `${text.length > 80 ? `${text.slice(0, 80)}…` : text} (${kind})`
}

/**
 * Everything an answer can be checked for without knowing why it was asked: a documented status;
 * for a failure, the error body; for a success, JSON matching the endpoint's response schema,
 * with every field present and money as strings.
 */
export function checkAnswer(
  endpoint: Endpoint,
  answer: Answer,
  success: SchemaNode | undefined,
  components: Components,
): AnswerIssue[] {
  const issues: AnswerIssue[] = []
  const documented = documentedStatuses(endpoint)
  if (!documented.includes(answer.status)) {
    issues.push({
      rule: 'status',
      message: `answered ${shown(answer)}; the contract documents ${documented.join(', ')}`,
    })
  }
  if (answer.status >= 400) {
    const found = errorBodyIssues(answer)
    if (found.length > 0)
      issues.push({ rule: 'errors', message: `${found.join('; ')}: ${shown(answer)}` })
    return issues
  }
  if (answer.status < 200 || answer.status >= 300) return issues
  if (answer.json === undefined) {
    issues.push({ rule: 'shape', message: `not JSON: ${shown(answer)}` })
    return issues
  }
  if (!isJsonType(answer)) {
    issues.push({
      rule: 'shape',
      message: `JSON sent as ${answer.contentType || 'no content-type'}`,
    })
  }
  const walked = walkAnswer(success, answer.json, components)
  for (const issue of walked) issues.push({ rule: issue.rule, message: issue.message })
  const parsed = endpoint.response.safeParse(answer.json)
  if (!parsed.success) {
    const explained = walked.map((issue) => issue.path)
    for (const issue of parsed.error.issues) {
      const where = pathText(issue.path as (string | number)[])
      if (explained.some((path) => where === path || where.startsWith(`${path}.`))) continue
      const value = valueAt(answer.json, issue.path as (string | number)[])
      issues.push({
        rule: 'shape',
        message: `${where || 'the body'} is ${value}: ${issue.message}`,
      })
    }
  }
  return issues
}
