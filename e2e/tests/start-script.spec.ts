import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../support/test.ts'

const root = join(import.meta.dirname, '../..')
// Ports of their own, beside the suite's servers.
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 3310) + 20
const apiPort = Number(process.env.E2E_API_PORT ?? 4310) + 20

/** The addresses something listens on at `port` (from `ss`), e.g. ["127.0.0.1"]. */
const listeningOn = (port: number) =>
  execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/)[3]!.replace(/:\d+$/, ''))

test('npm start: both servers on this machine only, their output shown prefixed, and Ctrl+C ends quietly', async () => {
  test.setTimeout(240_000)
  let output = ''
  // Its own process group, as a terminal's: Ctrl+C reaches npm, the script and both servers.
  const started: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      SHOP_PORT: String(shopPort),
      API_PORT: String(apiPort),
      PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-start-')),
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'matjar-start-mail-')),
      ADMIN_TOKEN: '',
      DATABASE_URL: '',
      HOST: '',
      // scripts/run-e2e.ts built the storefront moments ago (and the suite's storefronts are
      // serving that build): building it again here would only cost time.
      SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  started.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<string>((resolve) =>
    started.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  )
  try {
    await expect.poll(() => output, { timeout: 180_000 }).toContain('Matjar is open at')
    expect(output).toMatch(/^\[api\] {2}.*Matjar API listening on http:\/\/127\.0\.0\.1:/m)
    expect(output).toMatch(/^\[shop\] /m)
    // A staff token for this run, and where the back office is.
    expect(output).toMatch(/Back office: http:\/\/localhost:\d+\/back-office {2}\(staff token/)
    expect(listeningOn(apiPort)).toEqual(['127.0.0.1'])
    expect(listeningOn(shopPort)).toEqual(['127.0.0.1'])
  } finally {
    process.kill(-started.pid!, 'SIGINT')
  }
  // npm passes Ctrl+C on and ends with it, as a terminal expects; the script stops both servers.
  expect(['exit 0', 'SIGINT']).toContain(await exited)
  await expect.poll(() => output).toContain('Stopped.')
  expect(output).not.toMatch(/ERR_PNPM|ELIFECYCLE|npm error/)
})
