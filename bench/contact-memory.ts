// The API's memory while 16 clients post the largest contact form at once (5 files of 2 MB):
// starts the API on a fresh embedded database, posts, samples its resident memory every 50 ms,
// and prints the peak. Run: pnpm bench:contact-memory (DATABASE_URL=… to leave the embedded
// database, which itself holds several hundred MB, out of the API's memory).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 4394
const api = `http://127.0.0.1:${PORT}`
const CLIENTS = 16
const FILE_BYTES = 2 * 1024 * 1024

const child = spawn('node', ['--conditions=@matjar/source', 'src/server.ts'], {
  cwd: 'examples/api',
  env: {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-bench-contact-')),
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'matjar-bench-uploads-')),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    TRUSTED_PROXIES: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const rssMiB = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${api}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 240) throw new Error('The API did not start within 2 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const idle = rssMiB()
  // A file whose bytes say PDF, as the API checks them.
  const pdf = () =>
    new Blob([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)], { type: 'application/pdf' })
  const form = () => {
    const body = new FormData()
    body.set('name', 'Noura Saad')
    body.set('email', 'noura@example.com')
    body.set('phone', '+966512345678')
    body.set('message', 'A question about an order, with the documents attached.')
    for (let f = 0; f < 5; f++) body.append('attachments', pdf(), `file-${f}.pdf`)
    return body
  }
  let peak = idle
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB())
  }, 50)
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: CLIENTS }, (_, n) =>
      fetch(`${api}/actions/contact`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.18.0.${n + 1}` },
        body: form(),
      }).then((r) => r.status),
    ),
  )
  clearInterval(sampler)
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  console.log(
    `${CLIENTS} clients × 5 files of 2 MB: answers ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s; API resident memory idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${rssMiB().toFixed(0)} MiB (bound: 400 MB = 381 MiB)`,
  )
} finally {
  child.kill('SIGTERM')
}
