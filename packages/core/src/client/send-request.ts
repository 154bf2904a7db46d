import { RETRY_LIMIT, RETRY_METHODS, RETRY_STATUS_CODES } from './retry-policy.ts'

/** An answer outside 2xx: the response, and its body read as JSON when it was JSON. */
export class HttpFailure extends Error {
  readonly response: Response
  readonly data: unknown
  constructor(response: Response, data: unknown) {
    super(`Request failed with status ${response.status}`)
    this.name = 'HttpFailure'
    this.response = response
    this.data = data
  }
}

export interface SendOptions {
  fetch: typeof fetch
  /** Milliseconds before the request is abandoned (it then rejects like a network failure). */
  timeoutMs: number
  /** Milliseconds before the one retry a read may get. */
  retryDelayMs: number
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  return text ? JSON.parse(text) : undefined
}

const readJsonOrNothing = (response: Response): Promise<unknown> =>
  readJson(response).catch(() => undefined)

/**
 * Sends one request and reads its JSON answer, with the retry policy of spec §7: a read (GET,
 * HEAD) answered 408, 409, 425, 429, 500, 502, 503 or 504 is sent once more after a short wait;
 * a change is never sent twice, and a network failure or a time-out is not retried. An answer
 * outside 2xx rejects with an `HttpFailure`. What the client needs of fetch, and nothing more.
 */
export async function sendRequest(
  url: URL,
  init: RequestInit & { method: string },
  options: SendOptions,
): Promise<unknown> {
  const retries = (RETRY_METHODS as readonly string[]).includes(init.method.toLowerCase())
    ? RETRY_LIMIT
    : 0
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(options.timeoutMs)
    const response = await options.fetch(url, {
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    })
    if (response.ok) return readJson(response)
    if (attempt >= retries || !RETRY_STATUS_CODES.includes(response.status)) {
      throw new HttpFailure(response, await readJsonOrNothing(response))
    }
    await response.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs))
  }
}
