import { randomUUID } from 'node:crypto'
import {
  type Endpoint,
  endpoints,
  fillPath,
  type OpenApiDocument,
  STAFF_TOKEN_HEADER,
} from '@matjar/core/contract'
import { type Answer, answered } from './answer/answer.ts'
import { checkAnswer } from './answer/check-answer.ts'
import type { Components, SchemaNode } from './answer/schema-walk.ts'
import type { Recorder } from './report/report.ts'

export interface CallOptions {
  /** Values of the path's `{name}` parts. */
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is (text that is not JSON, a form); `contentType` says what it is. */
  rawBody?: string | FormData
  contentType?: string
  /** A bearer token; none for a guest. */
  token?: string | null
  /** The staff's token (`access: 'staff'`), sent in its header. */
  staffToken?: string | null
  /** The Accept-Language header; `en` unless told. */
  language?: string | null
  headers?: Record<string, string>
}

/** The backend did not answer at all (refused connection, time-out, DNS). */
export class NoAnswer extends Error {}

export interface ProbeOptions {
  apiUrl: string
  fetch: typeof fetch
  timeoutMs: number
  recorder: Recorder
  document: OpenApiDocument
}

const table = endpoints as Readonly<Record<string, Endpoint>>

/**
 * Sends the contract's calls to the backend and checks every answer against the contract as it
 * comes (documented status, error body, schema, fields, money), recording what it finds.
 */
export class Probe {
  readonly components: Components
  private readonly options: ProbeOptions

  constructor(options: ProbeOptions) {
    this.options = options
    this.components = options.document.components.schemas as Components
  }

  endpoint(name: string): Endpoint {
    const endpoint = table[name]
    if (!endpoint) throw new Error(`The contract has no endpoint ${name}`)
    return endpoint
  }

  callOf(name: string): string {
    const endpoint = this.endpoint(name)
    return `${endpoint.method} ${endpoint.path}`
  }

  /** The headers the OpenAPI document marks required for the call (`Idempotency-Key`). */
  requiredHeaders(name: string): Record<string, string> {
    const endpoint = this.endpoint(name)
    const operation = this.operation(endpoint)
    const headers: Record<string, string> = {}
    for (const parameter of operation?.parameters ?? []) {
      if (!('in' in parameter) || parameter.in !== 'header' || !parameter.required) continue
      headers[parameter.name] = sampleHeader(parameter)
    }
    return headers
  }

  /** The names of the query parameters the OpenAPI document gives the call. */
  queryParameters(name: string): string[] {
    const parameters = this.operation(this.endpoint(name))?.parameters ?? []
    return parameters.flatMap((parameter) =>
      'in' in parameter && parameter.in === 'query' ? [parameter.name] : [],
    )
  }

  /** Calls the endpoint and checks the answer against the contract. */
  async call(name: string, options: CallOptions = {}): Promise<Answer> {
    const endpoint = this.endpoint(name)
    const headers = this.requiredHeaders(name)
    const path = fillPath(endpoint.path, options.params ?? {})
    const answer = await this.send(endpoint.method, path, {
      ...options,
      headers: { ...headers, ...options.headers },
    })
    const call = this.callOf(name)
    const { recorder } = this.options
    if (answer.location !== undefined) {
      recorder.observe(name, call, 'status', answered(answer))
      return answer
    }
    const success = this.successSchema(endpoint)
    const found = checkAnswer(endpoint, answer, success, this.components)
    for (const rule of ['status', 'errors', 'shape', 'fields', 'money'] as const) {
      const applies =
        rule === 'status' ||
        (rule === 'errors' ? answer.status >= 400 : answer.status >= 200 && answer.status < 300)
      if (!applies) continue
      const issues = found.filter((issue) => issue.rule === rule)
      if (issues.length === 0) recorder.observe(name, call, rule)
      for (const issue of issues) {
        recorder.observe(name, call, rule, `${answer.request}: ${issue.message}`)
      }
    }
    return answer
  }

  /** Any request, not checked against an endpoint (an unknown path). */
  async send(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(path.replace(/^\//, ''), `${this.options.apiUrl.replace(/\/*$/, '')}/`)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value))
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.language !== null) headers['accept-language'] = options.language ?? 'en'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.staffToken) headers[STAFF_TOKEN_HEADER] = options.staffToken
    let body: string | FormData | undefined
    if (options.rawBody !== undefined) {
      body = options.rawBody
      if (options.contentType) headers['content-type'] = options.contentType
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    let response: Response
    try {
      response = await this.options.fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        // Never followed: a redirect would carry the test password, the customer's token and
        // the staff's token to wherever it points. It is reported as a failure instead.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new NoAnswer(`no answer to ${method} ${url.pathname}: ${reason}`)
    }
    const text = await response.text()
    let json: unknown
    try {
      json = text === '' ? undefined : JSON.parse(text)
    } catch {
      json = undefined
    }
    const location = response.headers.get('location')
    const redirected = response.status >= 300 && response.status < 400 && location !== null
    return {
      request: `${method} ${url.pathname}${shownQuery(url)}`,
      status: response.status,
      ...(redirected ? { location: new URL(location, url).href } : {}),
      contentType: response.headers.get('content-type') ?? '',
      text,
      json,
    }
  }

  private operation(endpoint: Endpoint) {
    const method = endpoint.method.toLowerCase() as 'get'
    return this.options.document.paths[endpoint.path]?.[method]
  }

  private successSchema(endpoint: Endpoint): SchemaNode | undefined {
    const status = endpoint.created ? '201' : '200'
    const content = this.operation(endpoint)?.responses[status]?.content
    return content?.['application/json']?.schema as SchemaNode | undefined
  }
}

type Parameter = OpenApiDocument['components']['parameters'][string]

const sampleHeader = (parameter: Parameter): string => {
  const schema = parameter.schema as { format?: string }
  return schema.format === 'uuid' ? randomUUID() : `conformance-${randomUUID()}`
}

/** The query as a failure shows it: values as sent, a long one cut (`cursor=xxxxxxxx…`). */
const shownQuery = (url: URL): string => {
  const pairs = [...url.searchParams].map(
    ([key, value]) => `${key}=${value.length > 40 ? `${value.slice(0, 40)}…` : value}`,
  )
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}
