// Builds the consumer apps of examples/consumers from the packed tarballs, as outside developers
// get the packages: packs @matjar/core, @matjar/react and @matjar/ui (built already by
// `pnpm build`), installs each app with npm in a folder of its own, then
//   vite: vite build · next: next build · react-router: react-router build (framework mode, SSR)
//   node: runs the cart script against the reference API
//   (embedded database) and fails unless it exits by itself within 5 seconds.
// The built Vite, Next and React Router apps stay in the folder given, for the end-to-end test (consumers.spec.ts).
// Run: node scripts/consumers.ts <folder>
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startServer, stopServer, waitFor } from './processes.ts'

const root = join(import.meta.dirname, '..')
const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'matjar-consumers-'))
const NODE_SCRIPT_LIMIT_MS = 5_000
/** What each app installs besides the tarballs, as an outside developer would pick them. */
const APP_DEPENDENCIES: Record<string, string[]> = {
  vite: ['react@19.3.1', 'react-dom@19.3.1', 'vite@8.3.8', '@vitejs/plugin-react@6.3.0'],
  next: ['react@19.3.1', 'react-dom@19.3.1', 'next@16.4.6'],
  'react-router': [
    'react@19.3.1',
    'react-dom@19.3.1',
    'react-router@8.4.0',
    '@react-router/node@8.4.0',
    '@react-router/serve@8.4.0',
    '@react-router/dev@8.4.0',
    'isbot@5.2.3',
    'vite@8.3.8',
  ],
  node: [],
}

const say = (text: string) => console.log(`[consumers] ${text}`)
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })

mkdirSync(out, { recursive: true })
const tarballs = join(out, 'tarballs')
mkdirSync(tarballs, { recursive: true })
for (const name of ['core', 'react', 'ui']) {
  run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name))
}
const packed = readdirSync(tarballs).map((file) => join(tarballs, file))

for (const [app, extra] of Object.entries(APP_DEPENDENCIES)) {
  const dir = join(out, app)
  cpSync(join(root, 'examples', 'consumers', app), dir, { recursive: true })
  say(`${app}: npm install of the tarballs${extra.length ? ` and ${extra.join(' ')}` : ''}`)
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packed, ...extra], dir)
}

say('vite: vite build')
run('npx', ['vite', 'build'], join(out, 'vite'))
say('next: next build (StorefrontProvider in the server layout, Button in a server page)')
run('npx', ['next', 'build'], join(out, 'next'), { NEXT_TELEMETRY_DISABLED: '1' })

say('react-router: react-router build (framework mode, server rendering)')
run('npx', ['react-router', 'build'], join(out, 'react-router'))

say('node: the cart script against the reference API')
const apiPort = await freePort()
const apiUrl = `http://127.0.0.1:${apiPort}`
const api = startServer('api', [process.execPath, '--conditions=@matjar/source', 'src/server.ts'], {
  cwd: join(root, 'examples', 'api'),
  env: {
    PORT: String(apiPort),
    DATABASE_URL: '',
    PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-consumers-db-')),
  },
})
try {
  await waitFor(`${apiUrl}/health`, { name: 'The reference API' })
  const started = Date.now()
  const script = spawn(process.execPath, ['script.mjs'], {
    cwd: join(out, 'node'),
    stdio: 'inherit',
    env: { ...process.env, MATJAR_API_URL: apiUrl },
  })
  const timer = setTimeout(() => script.kill('SIGKILL'), NODE_SCRIPT_LIMIT_MS)
  const code = await new Promise<number | null>((resolve) => script.on('exit', resolve))
  clearTimeout(timer)
  const seconds = ((Date.now() - started) / 1000).toFixed(2)
  if (code !== 0) {
    throw new Error(
      code === null
        ? `the Node script did not exit by itself within ${NODE_SCRIPT_LIMIT_MS / 1000} s`
        : `the Node script failed (exit ${code})`,
    )
  }
  say(`node: the script exited by itself in ${seconds} s`)
} finally {
  stopServer(api)
}
say(`built apps are in ${out}`)
