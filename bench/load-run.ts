// The load generator of `pnpm bench:load` (bench/load.ts): a closed loop of N connections, each
// sending its next request as soon as the last one answered, for a fixed time. Every latency is
// kept, so percentiles are exact; every answer is counted by its status (or as a client time-out
// or a connection failure), and whether a 503 carried Retry-After.
import { Agent, request as httpRequest } from 'node:http'

export interface LoadRequest {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export interface LoadFigures {
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  /** Answers by status, plus `timeout` (no answer within the client's limit) and `error`. */
  statuses: Record<string, number>
  /** 503 answers without a Retry-After header. */
  unannounced503: number
}

/** How long a client waits for an answer, as the shoppers did (20 s). */
const CLIENT_TIMEOUT_MS = 20_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0

/**
 * `connections` loops for `seconds`, each taking its next request from `next()`. Stops early, with
 * the figures so far, when `stillRunning()` turns false (a server died): the bench never hangs.
 */
export async function runLoad(
  next: () => LoadRequest,
  {
    connections,
    seconds,
    stillRunning,
  }: {
    connections: number
    seconds: number
    stillRunning: () => boolean
  },
): Promise<LoadFigures> {
  // One socket per loop, as a crowd of browsers would open them.
  const agent = new Agent({ keepAlive: true, maxSockets: connections, keepAliveMsecs: 1000 })
  const send = (request: LoadRequest) =>
    new Promise<{ status: number; retryAfter: boolean }>((resolve, reject) => {
      const call = httpRequest(
        request.url,
        { agent, method: request.method ?? 'GET', headers: request.headers ?? {} },
        (answer) => {
          answer.resume()
          answer.on('error', reject)
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              retryAfter: 'retry-after' in answer.headers,
            }),
          )
        },
      )
      call.setTimeout(CLIENT_TIMEOUT_MS, () =>
        call.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      )
      call.on('error', reject)
      call.end(request.body)
    })
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let unannounced503 = 0
  const count = (key: string) => {
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  const started = performance.now()
  const until = started + seconds * 1000
  const loop = async () => {
    while (performance.now() < until && stillRunning()) {
      const request = next()
      const sent = performance.now()
      try {
        const answer = await send(request)
        latencies.push(performance.now() - sent)
        count(String(answer.status))
        if (answer.status === 503 && !answer.retryAfter) unannounced503++
      } catch (error) {
        latencies.push(performance.now() - sent)
        const code = (error as { code?: string }).code ?? ''
        count(code.includes('TIMEOUT') ? 'timeout' : 'error')
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
    unannounced503,
  }
}
