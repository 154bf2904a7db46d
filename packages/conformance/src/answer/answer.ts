/** What the backend answered to one request, as the suite reads it. */
export interface Answer {
  status: number
  contentType: string
  text: string
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown
}

/** The message of an answer's JSON body (`message`), or '' when it has none. */
export const messageOf = (answer: Answer): string => {
  const body = answer.json
  if (typeof body !== 'object' || body === null) return ''
  const message = (body as { message?: unknown }).message
  return typeof message === 'string' ? message : ''
}

/** The `data` of a success body, or undefined. */
export const dataOf = (answer: Answer): unknown =>
  typeof answer.json === 'object' && answer.json !== null
    ? (answer.json as { data?: unknown }).data
    : undefined

/** The per-field messages of a failure body (`errors`), or an empty record. */
export const fieldErrorsOf = (answer: Answer): Record<string, string[]> => {
  const body = answer.json
  if (typeof body !== 'object' || body === null) return {}
  const errors = (body as { errors?: unknown }).errors
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {}
}
