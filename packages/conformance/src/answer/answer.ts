/** What the backend answered to one request, as the suite reads it. */
export interface Answer {
  /** The request it answers, as a failure names it: `GET /data/products?page=2&per_page=4`. */
  request: string
  status: number
  /** Where a redirect (3xx) pointed, as an absolute URL: the kit never follows one. */
  location?: string
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

const clip = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}…` : text

/**
 * The request and what came back, as a failure says it:
 * `GET /data/product/cart?uuid=… answered 404 {"message":"Not found"}`, or for a redirect
 * `POST /auth/login answered 307 to http://other.example/login: the kit does not follow redirects`.
 */
export const answered = (answer: Answer, limit = 200): string =>
  answer.location !== undefined
    ? `${answer.request} answered ${answer.status} to ${answer.location}: the kit does not follow redirects`
    : `${answer.request} answered ${answer.status} ${clip(answer.text, limit)}`.trimEnd()
