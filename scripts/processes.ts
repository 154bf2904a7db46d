/**
 * What the scripts and benchmarks share to run servers of their own: a free port, a server
 * started in its own process group, waiting until an address answers, and a `--name value` option.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A port nothing listens on now, on the loopback interface. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * Starts a server as its own process group, so that stopping it (`stopServer`) stops what it
 * started too (pnpm's child, not only pnpm). Its errors are printed with its name in front.
 */
export function startServer(
  name: string,
  command: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ChildProcess {
  const child = spawn(command[0]!, command.slice(1), {
    detached: true,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`))
  return child
}

/** Stops a server started by `startServer`, and what it started. */
export const stopServer = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } catch {}
}

/**
 * Waits until `url` answers (2xx, or below 500 with `anyAnswer`), polling; throws after
 * `limitMs` saying what did not answer.
 */
export async function waitFor(
  url: string,
  { name = url, limitMs = 120_000, anyAnswer = false } = {},
): Promise<void> {
  const until = Date.now() + limitMs
  while (Date.now() < until) {
    const answered = await fetch(url).then(
      (response) => (anyAnswer ? response.status < 500 : response.ok),
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer at ${url} within ${Math.round(limitMs / 1000)} s`)
}

/**
 * `waitFor` for a server started by `startServer`: gives up at once, saying so, when the server
 * exits before it answers (a bench never waits an hour for a process that died).
 */
export async function waitForServer(
  child: ChildProcess,
  url: string,
  { name = url, limitMs = 120_000 } = {},
): Promise<void> {
  let exited: string | null = child.exitCode === null ? null : `exit ${child.exitCode}`
  const onExit = (code: number | null, signal: string | null) => {
    exited = signal ?? `exit ${code}`
  }
  child.once('exit', onExit)
  try {
    const until = Date.now() + limitMs
    while (Date.now() < until) {
      if (exited) throw new Error(`${name} stopped (${exited}) before it answered at ${url}`)
      try {
        return await waitFor(url, { name, limitMs: Math.min(2000, until - Date.now()) })
      } catch {}
    }
    throw new Error(`${name} did not answer at ${url} within ${Math.round(limitMs / 1000)} s`)
  } finally {
    child.off('exit', onExit)
  }
}

/** The number after `--name` on the command line, or `fallback`. */
export const numberOption = (name: string, fallback: number, args = process.argv.slice(2)) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}

/**
 * Runs `work` while `servers` (started by `startServer`) run, then stops them all and exits: 0
 * when the work is done, 1 (after printing why) when it threw. Exiting leaves nothing behind that
 * keeps Node alive (Lighthouse leaves handles open). Servers pushed onto the array later count too.
 */
export async function whileServersRun(
  servers: ChildProcess[],
  work: () => Promise<void>,
): Promise<never> {
  const stopAll = () => {
    for (const server of servers) stopServer(server)
  }
  process.on('exit', stopAll)
  try {
    await work()
    stopAll()
    process.exit(0)
  } catch (error) {
    console.error(error)
    stopAll()
    process.exit(1)
  }
}
