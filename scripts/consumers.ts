// Builds the consumer apps of examples/consumers from the packed tarballs, as outside developers
// get the packages: packs @matjar/core, @matjar/react and @matjar/ui (built already by
// `pnpm build`), installs each app with npm in a folder of its own, then
//   vite: vite build, and its component tests (vitest, with @matjar/testing as a dev dependency)
//   next: next build · react-router: react-router build (framework mode, SSR)
//   node: runs the cart script against the reference API
//   (embedded database) and fails unless it exits by itself within 5 seconds.
// The built Vite, Next and React Router apps stay in the folder given, for the end-to-end test (consumers.spec.ts).
// Run: node scripts/consumers.ts <folder>
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_DEPENDENCIES, buildApp, installApp, packPackages, run, say } from './consumer-apps.ts'
import { freePort, startServer, stopServer, waitFor } from './processes.ts'

const root = join(import.meta.dirname, '..')
const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'matjar-consumers-'))
const NODE_SCRIPT_LIMIT_MS = 5_000
/** What an app installs to test its components, besides @matjar/testing's tarball. */
const TEST_DEPENDENCIES: Record<string, string[]> = {
  vite: [
    'vitest@5.1.1',
    'jsdom@31.0.1',
    '@testing-library/react@16.3.3',
    '@testing-library/dom@10.4.2',
  ],
}

mkdirSync(out, { recursive: true })
const packed = packPackages(root, ['core', 'react', 'ui'], join(out, 'tarballs'))
// The test kit is a dev dependency of the apps that test their components, packed on its own.
const testing = packPackages(root, ['testing'], join(out, 'test-kit'))

for (const app of Object.keys(APP_DEPENDENCIES)) {
  const dir = join(out, app)
  installApp(root, app, dir, packed)
  const forTests = TEST_DEPENDENCIES[app]
  if (forTests) {
    say(`${app}: npm install --save-dev @matjar/testing (tarball) ${forTests.join(' ')}`)
    const flags = ['--save-dev', '--no-audit', '--no-fund', '--loglevel=error']
    run('npm', ['install', ...flags, ...testing, ...forTests], dir)
  }
}

buildApp('vite', join(out, 'vite'))
say('vite: its component tests (vitest run, no server: @matjar/testing)')
run('npx', ['vitest', 'run'], join(out, 'vite'))
// next: StorefrontProvider in the server layout, Button in a server page.
buildApp('next', join(out, 'next'))
// react-router: framework mode, server rendering.
buildApp('react-router', join(out, 'react-router'))

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
