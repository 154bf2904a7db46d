// The starter as an outside developer meets it, from the release rehearsal's registry
// (scripts/release-rehearsal.ts calls this after publishing):
//   1. `npm create matjar@<version> my-shop -- --yes --framework <name>`, create-matjar fetched
//      from the registry;
//   2. one `npm install` of the new shop (@matjar/* from the registry, the rest from the usual one),
//      checked to hold the version just published;
//   3. `npm run build`, then its own smoke test (`npm test`: Playwright, listing → product → add to
//      cart → cart in English and Arabic) against the reference API, started here on an empty
//      embedded database;
//   4. the same for a shop made with `--backend memory` (@matjar/testing's in-memory backend, which
//      its smoke test starts itself with `npm run api:memory`, here on a free port).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findChromium } from './chromium.ts'
import { freePort, startServer, stopServer, waitFor } from './processes.ts'

const root = join(import.meta.dirname, '..')
/** The frameworks the starter has a template for, each made, built and tested. */
const FRAMEWORKS = ['react-router', 'next'] as const
/** Each on the reference API and on the test kit's in-memory backend (`--backend memory`). */
const BACKENDS = ['api', 'memory'] as const

interface Release {
  /** The local registry, e.g. `http://127.0.0.1:4873/`. */
  registry: string
  version: string
  /** A temp folder of the rehearsal's, removed by it. */
  work: string
  say: (text: string) => void
}

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })

export async function rehearseStarter({ registry, version, work, say }: Release): Promise<void> {
  const started = Date.now()
  const apiPort = await freePort()
  const apiUrl = `http://127.0.0.1:${apiPort}`
  // The pictures are made once per checkout (examples/api/.data/media), by whichever step first
  // starts the API; the database is a new one.
  const api = startServer(
    'api',
    [process.execPath, '--conditions=@matjar/source', 'src/server.ts'],
    {
      cwd: join(root, 'examples', 'api'),
      env: {
        PORT: String(apiPort),
        DATABASE_URL: '',
        PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-starter-db-')),
      },
    },
  )
  try {
    for (const [framework, backend] of FRAMEWORKS.flatMap((name) =>
      BACKENDS.map((kind) => [name, kind] as const),
    )) {
      const name = backend === 'memory' ? `${framework}-memory-shop` : `${framework}-shop`
      const shop = join(work, name)
      say(
        `npm create matjar@${version} ${name} -- --yes --framework ${framework} --backend ${backend}`,
      )
      // npm's own --yes: fetching create-matjar is not asked about (CI has no terminal).
      run(
        'npm',
        [
          'create',
          `matjar@${version}`,
          name,
          '--',
          '--yes',
          '--framework',
          framework,
          '--backend',
          backend,
        ],
        work,
        // A cache of its own: npx would otherwise run a create-matjar of the same version that an
        // earlier rehearsal left in the machine's cache.
        {
          npm_config_registry: registry,
          npm_config_yes: 'true',
          npm_config_cache: join(work, 'npx'),
        },
      )
      writeFileSync(join(shop, '.npmrc'), `@matjar:registry=${registry}\n`)
      say(`${framework}: npm install (@matjar/* from ${registry})`)
      run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], shop)
      for (const pkg of ['core', 'react', 'ui', ...(backend === 'memory' ? ['testing'] : [])]) {
        const manifest = join(shop, 'node_modules', '@matjar', pkg, 'package.json')
        const installed = JSON.parse(readFileSync(manifest, 'utf8')).version
        if (installed !== version) {
          throw new Error(`${name}: @matjar/${pkg} ${installed} installed, not ${version}`)
        }
      }
      // The in-memory backend on a free port: its script says it, and the smoke test reads it.
      const memoryApi = backend === 'memory' ? await freePort() : 0
      if (backend === 'memory') {
        const manifestPath = join(shop, 'package.json')
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
        manifest.scripts['api:memory'] = `matjar-memory-api --port ${memoryApi}`
        writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
      }
      say(`${framework}: npm run build`)
      run('npm', ['run', 'build'], shop, { NEXT_TELEMETRY_DISABLED: '1' })
      if (backend === 'api') await waitFor(`${apiUrl}/health`, { name: 'The reference API' })
      say(
        `${name}: npm test (its Playwright smoke test, English and Arabic, on the ${backend} backend)`,
      )
      const chromium = findChromium()
      run('npm', ['test'], shop, {
        CI: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
        MATJAR_API_URL: backend === 'memory' ? `http://127.0.0.1:${memoryApi}` : apiUrl,
        PORT: String(await freePort()),
        ...(chromium ? { CHROME_PATH: chromium } : {}),
      })
    }
  } finally {
    stopServer(api)
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  say(
    `the starter: ${FRAMEWORKS.join(' and ')} shops on ${BACKENDS.join(' and ')} backends made, built, smoke-tested (${seconds} s)`,
  )
}
