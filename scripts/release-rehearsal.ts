// A release as a maintainer makes it, against a registry of our own instead of npmjs.com:
//   1. starts Verdaccio on a free loopback port, its storage in a temp folder;
//   2. clones this repository's HEAD into a temp folder, on a throwaway branch;
//   3. there, `changeset version` (versions, CHANGELOGs, the changesets consumed), committed as the
//      version pull request would be, then `changeset publish` to Verdaccio;
//   4. installs @matjar/core, @matjar/react and @matjar/ui from Verdaccio (everything else from
//      the usual registry) into a copy of the Vite consumer app and builds it;
//   5. runs `npx @matjar/conformance --help` from Verdaccio (its core pinned to the release);
//   6. `npm create matjar` from Verdaccio: the new shop installs, builds and passes its own smoke
//      test against the reference API (scripts/release-starter.ts).
// Fails if any step fails or the app did not get the versions just published. The packages must
// be built (`pnpm build`); their dist is reused, not rebuilt.
// Run: node scripts/release-rehearsal.ts
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startServer, stopServer, waitFor } from './processes.ts'
import { rehearseStarter } from './release-starter.ts'

const root = join(import.meta.dirname, '..')
const PACKAGES = ['core', 'react', 'ui', 'testing', 'conformance', 'create-matjar'] as const
/** What the Vite app installs; the conformance kit is installed and run on its own. */
const APP_PACKAGES = ['core', 'react', 'ui'] as const
const work = mkdtempSync(join(tmpdir(), 'matjar-release-'))
const say = (text: string) => console.log(`[release] ${text}`)
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
const read = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8' }).trim()

for (const name of PACKAGES) {
  if (!existsSync(join(root, 'packages', name, 'dist'))) {
    throw new Error(`packages/${name}/dist is missing: run \`pnpm build\` first.`)
  }
}

// 1. The registry: only @matjar/* and create-matjar live there; nothing is proxied, so nothing leaks to npmjs.com.
const port = await freePort()
const registry = `http://127.0.0.1:${port}/`
writeFileSync(
  join(work, 'verdaccio.yaml'),
  [
    `storage: ${join(work, 'storage')}`,
    'auth:',
    '  htpasswd:',
    `    file: ${join(work, 'htpasswd')}`,
    '    max_users: 1',
    'packages:',
    "  '@matjar/*':",
    '    access: $all',
    '    publish: $authenticated',
    "  'create-matjar':",
    '    access: $all',
    '    publish: $authenticated',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n'),
)
say(`Verdaccio on ${registry} (storage in ${work})`)
const verdaccio = startServer('verdaccio', [
  join(root, 'node_modules', '.bin', 'verdaccio'),
  '--config',
  join(work, 'verdaccio.yaml'),
  '--listen',
  `127.0.0.1:${port}`,
])

try {
  await waitFor(`${registry}-/ping`, { name: 'Verdaccio', limitMs: 60_000 })
  // The maintainer's `npm adduser`, as the registry API has it.
  const signUp = await fetch(`${registry}-/user/org.couchdb.user:maintainer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'maintainer', password: `rehearsal-${port}-${Date.now()}` }),
  })
  const { token } = (await signUp.json()) as { token?: string }
  if (!signUp.ok || !token) throw new Error(`Verdaccio refused the maintainer (${signUp.status})`)

  // 2. A throwaway copy of what is committed, on its own branch.
  const repo = join(work, 'repo')
  run('git', ['clone', '--quiet', '--no-hardlinks', root, repo], root)
  run('git', ['switch', '--quiet', '-c', 'release-rehearsal'], repo)
  run('git', ['config', 'user.name', 'Release rehearsal'], repo)
  run('git', ['config', 'user.email', 'release-rehearsal@localhost'], repo)
  // A fresh install, as on the maintainer's machine (from pnpm's store: nothing is downloaded
  // that `npm test` did not already fetch).
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], repo)
  const changeset = join(repo, 'node_modules', '.bin', 'changeset')

  // 3. What the maintainer types: version, commit, publish.
  say('changeset version')
  run(changeset, ['version'], repo)
  const version = JSON.parse(readFileSync(join(repo, 'packages/core/package.json'), 'utf8'))
    .version as string
  run('git', ['add', '--all', '.changeset', 'packages'], repo)
  run('git', ['commit', '--quiet', '-m', `Version packages (${version})`], repo)
  for (const name of PACKAGES) {
    // dist is not committed: the packages built from this same source serve the copy.
    cpSync(join(root, 'packages', name, 'dist'), join(repo, 'packages', name, 'dist'), {
      recursive: true,
    })
  }
  const host = registry.replace(/^http:/, '')
  writeFileSync(join(repo, '.npmrc'), `registry=${registry}\n${host}:_authToken=${token}\n`)
  say(`changeset publish ${version} to ${registry}`)
  run(changeset, ['publish'], repo, { npm_config_registry: registry })

  // 4. An outside app installs the release from the registry and builds.
  const app = join(work, 'vite-app')
  cpSync(join(root, 'examples', 'consumers', 'vite'), app, { recursive: true })
  writeFileSync(join(app, '.npmrc'), `@matjar:registry=${registry}\n`)
  say(`the Vite app installs @matjar/*@${version} from the registry`)
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...APP_PACKAGES.map((name) => `@matjar/${name}@${version}`),
      'react@19.3.1',
      'react-dom@19.3.1',
      'vite@8.3.8',
      '@vitejs/plugin-react@6.3.0',
    ],
    app,
  )
  for (const name of APP_PACKAGES) {
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules', '@matjar', name, 'package.json'), 'utf8'),
    ).version
    const resolved = read('npm', ['view', `@matjar/${name}@${version}`, 'dist.tarball'], app)
    if (installed !== version || !resolved.startsWith(registry)) {
      throw new Error(
        `@matjar/${name}: installed ${installed} from ${resolved}, not ${version} from ${registry}`,
      )
    }
  }
  // Published ranges between the packages are ranges, not `workspace:` (pnpm rewrites them).
  for (const name of ['react', 'ui', 'testing']) {
    const peer = read(
      'npm',
      ['view', `@matjar/${name}@${version}`, 'peerDependencies.@matjar/core'],
      app,
    )
    if (peer !== `^${version}`) throw new Error(`@matjar/${name} peers on @matjar/core "${peer}"`)
  }
  say('vite build')
  run('npx', ['vite', 'build'], app)

  // The conformance kit as a backend team runs it: `npx @matjar/conformance`, pinned to the
  // contract of the same release.
  const kit = join(work, 'conformance')
  mkdirSync(kit)
  cpSync(join(app, '.npmrc'), join(kit, '.npmrc'))
  writeFileSync(join(kit, 'package.json'), '{ "private": true }\n')
  const pinned = read(
    'npm',
    ['view', `@matjar/conformance@${version}`, 'dependencies.@matjar/core'],
    kit,
  )
  if (pinned !== version) throw new Error(`@matjar/conformance depends on @matjar/core "${pinned}"`)
  say(`npx @matjar/conformance@${version} --help`)
  const usage = read('npx', ['--yes', `@matjar/conformance@${version}`, '--help'], kit)
  if (!usage.startsWith('Usage: conformance <api-url>')) {
    throw new Error(`npx @matjar/conformance --help printed: ${usage.slice(0, 200)}`)
  }
  await rehearseStarter({ registry, version, work, say })
  say(`released ${version} to the local registry; the Vite app installed it and built`)
} finally {
  stopServer(verdaccio)
  if (!process.env.KEEP_RELEASE_REHEARSAL) rmSync(work, { recursive: true, force: true })
}
