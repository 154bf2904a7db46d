// Bad input against the Storefront API, as an attacker sends it (docs/security.md): every endpoint
// of its OpenAPI document with made-up path values, bodies that are not JSON, JSON of the wrong
// shapes, huge and hidden-character strings, wrong content types, odd languages, bad tokens and
// Idempotency-Keys, from several connections at once. Prints the answers by status and fails
// (exit 1) on any 5xx other than a 503 with Retry-After, or on a stack trace in the API's log.
// Run: pnpm bench:api-fuzz                       (API on a fresh embedded PGlite database)
//      DATABASE_URL=postgres://… pnpm bench:api-fuzz --requests 10000 --connections 8
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  freePort,
  numberOption,
  startServer,
  waitForServer,
  whileServersRun,
} from '../scripts/processes.ts'

const REQUESTS = numberOption('requests', 10_000)
const CONNECTIONS = numberOption('connections', 8)
const root = join(import.meta.dirname, '..')

const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const PATH_VALUES = [
  '1',
  '0',
  '-1',
  '999999999999',
  '2147483648',
  'abc',
  '%00',
  '..',
  'ا',
  '1.5',
  '%2F',
]
const STRINGS = [
  '',
  ' ',
  'a'.repeat(70_000),
  '\u0000',
  '\u202e',
  'ﻗﻬﻮﺓ',
  '<script>',
  "' or 1=1 --",
  '١٢٣',
]
const VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  2 ** 53,
  'x',
  [],
  {},
  [1, 2],
  { a: 1 },
  ...STRINGS,
]
const LANGUAGES = ['en', 'ar', 'fr', '*', 'ar;q=abc', 'x'.repeat(300), '']

/** A body for `fields` (a sample object's keys, or none): broken, the wrong type, or mutated. */
const bodyOf = (fields: string[]): { body: string; type: string } => {
  const roll = Math.random()
  if (roll < 0.1) return { body: '{"broken', type: 'application/json' }
  if (roll < 0.15) return { body: 'name=x&email=y', type: 'application/x-www-form-urlencoded' }
  if (roll < 0.2) return { body: JSON.stringify(any(VALUES)), type: 'application/json' }
  if (roll < 0.25) return { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' }
  if (roll < 0.3) return { body: '{}', type: 'text/plain' }
  const object: Record<string, unknown> = {}
  for (const field of fields) if (Math.random() < 0.7) object[field] = any(VALUES)
  if (Math.random() < 0.3) object[any(['__proto__', 'constructor', 'extra'])] = any(VALUES)
  return { body: JSON.stringify(object), type: 'application/json' }
}

type Operation = { method: string; path: string; fields: string[] }
async function operationsOf(api: string): Promise<Operation[]> {
  type Schema = { properties?: Record<string, unknown> }
  type Spec = {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >
  }
  const spec = (await (await fetch(`${api}/openapi.json`)).json()) as Spec
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(
        Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {},
      ),
    })),
  )
}

const dataDir = mkdtempSync(join(tmpdir(), 'matjar-fuzz-'))
const port = await freePort()
const api = `http://127.0.0.1:${port}`
let log = ''
const server = startServer('api', ['node', '--conditions=@matjar/source', 'src/server.ts'], {
  cwd: join(root, 'examples/api'),
  env: {
    PORT: String(port),
    PGLITE_DIR: join(dataDir, 'db'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    MEDIA_DIR: join(root, 'examples/api/.data/media'),
    ADMIN_TOKEN: 'fuzz-staff-token-0123456789',
  },
})
server.stderr?.on('data', (chunk: Buffer) => {
  log += chunk.toString()
})

await whileServersRun([server], async () => {
  await waitForServer(server, `${api}/health`, { name: 'The API', limitMs: 600_000 })
  const operations = await operationsOf(api)
  const statuses: Record<string, number> = {}
  const failures: string[] = []
  let sent = 0
  const loop = async () => {
    while (sent < REQUESTS) {
      sent++
      const operation = any(operations)
      const path = operation.path.replace(/\{[^}]+\}/g, () => any(PATH_VALUES))
      const query =
        Math.random() < 0.4
          ? `?${any(['page', 'per_page', 'q', 'sort', 'cursor', 'uuid', 'rating', 'category'])}=${encodeURIComponent(String(any(VALUES)))}`
          : ''
      const headers: Record<string, string> = { 'accept-language': any(LANGUAGES) }
      if (Math.random() < 0.3)
        headers.authorization = any(['Bearer x', 'Bearer ', 'Basic a', `Bearer ${'f'.repeat(64)}`])
      if (Math.random() < 0.3)
        headers['idempotency-key'] = any(['', 'k', 'x'.repeat(500), crypto.randomUUID()])
      if (Math.random() < 0.1)
        headers['x-admin-token'] = any(['wrong', 'fuzz-staff-token-0123456789'])
      const reads = operation.method === 'GET' || operation.method === 'HEAD'
      const { body, type } = bodyOf(operation.fields)
      if (!reads) headers['content-type'] = type
      try {
        const answer = await fetch(`${api}${path}${query}`, {
          method:
            Math.random() < 0.05 ? any(['PUT', 'PATCH', 'DELETE', 'OPTIONS']) : operation.method,
          headers,
          ...(reads ? {} : { body }),
        })
        await answer.arrayBuffer()
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        const unannounced = answer.status === 503 && !answer.headers.get('retry-after')
        if ((answer.status >= 500 && answer.status !== 503) || unannounced) {
          failures.push(`${operation.method} ${path}${query.slice(0, 60)}: ${answer.status}`)
        }
      } catch (error) {
        failures.push(`${operation.method} ${path}: ${(error as Error).message}`)
      }
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, loop))
  const stacks = log.split('\n').filter((line) => /^\s+at /.test(line)).length
  console.log(
    `${sent.toLocaleString('en')} requests to ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(0)} s, ${CONNECTIONS} at a time`,
  )
  console.log(
    `answers: ${Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  )
  console.log(
    `5xx other than a 503 with Retry-After: ${failures.length}; stack lines in the API's log: ${stacks}`,
  )
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`)
  if (failures.length > 0 || stacks > 0)
    throw new Error('the API answered bad input with a 5xx or logged a stack')
})
