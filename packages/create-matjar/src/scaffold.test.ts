import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { scaffold, UnusableFolder } from './scaffold.ts'

const read = (...path: string[]) => readFileSync(join(...path), 'utf8')

test('makes a shop on the @matjar packages of its own release, calling the chosen API', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'spice-souq')
  const made = scaffold(
    { folder, framework: 'react-router', apiUrl: 'https://api.spice.example' },
    '1.4.0',
  )
  expect(made).toBe(folder)
  const manifest = JSON.parse(read(folder, 'package.json'))
  expect(manifest.name).toBe('spice-souq')
  expect(manifest.dependencies).toMatchObject({
    '@matjar/core': '^1.4.0',
    '@matjar/react': '^1.4.0',
    '@matjar/ui': '^1.4.0',
  })
  expect(manifest.scripts).toMatchObject({ build: 'react-router build', test: 'playwright test' })
  expect(read(folder, 'app/api.server.js')).toContain(
    "process.env.MATJAR_API_URL ?? 'https://api.spice.example'",
  )
  // npm leaves .gitignore out of packages: the template's _gitignore becomes it.
  expect(read(folder, '.gitignore')).toContain('node_modules')
  expect(existsSync(join(folder, '_gitignore'))).toBe(false)
  for (const file of ['README.md', 'tests/smoke.spec.js', 'app/routes.js', 'app/root.jsx']) {
    expect(existsSync(join(folder, file)), file).toBe(true)
  }
})

test('leaves a folder that already holds files alone', () => {
  const folder = mkdtempSync(join(tmpdir(), 'create-matjar-'))
  writeFileSync(join(folder, 'notes.txt'), 'mine')
  expect(() => scaffold({ folder, framework: 'react-router', apiUrl: 'http://x.test' })).toThrow(
    UnusableFolder,
  )
  expect(existsSync(join(folder, 'package.json'))).toBe(false)
})

test('makes a Next.js shop from the same views, with its own routes', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'next-souq')
  scaffold({ folder, framework: 'next', apiUrl: 'http://127.0.0.1:4000' }, '1.4.0')
  const manifest = JSON.parse(read(folder, 'package.json'))
  expect(manifest.scripts).toMatchObject({ build: 'next build', start: 'next start' })
  expect(manifest.dependencies['@matjar/react']).toBe('^1.4.0')
  for (const file of [
    'proxy.js',
    'app/[lang]/layout.jsx',
    'app/views/Cart.jsx',
    'tests/smoke.spec.js',
  ]) {
    expect(existsSync(join(folder, file)), file).toBe(true)
  }
  expect(existsSync(join(folder, 'app/routes.js'))).toBe(false)
})

/** The address the made shop's `app/api.server.js` holds, read by running its line as code. */
const apiUrlOf = (folder: string): unknown => {
  const lines = read(folder, 'app/api.server.js').split('\n')
  const line = lines.filter((text) => text.startsWith('export const apiUrl'))
  expect(line).toHaveLength(1)
  const context = { process: { env: {} }, apiUrl: undefined as unknown }
  runInNewContext(line[0]!.replace('export const apiUrl', 'apiUrl'), context)
  return context.apiUrl
}

test('writes the API address as data, whatever characters it holds', () => {
  const template = read(import.meta.dirname, '../templates/shared/app/api.server.js')
  for (const apiUrl of [
    "https://api.x.example/'+process.exit(7)+'",
    "https://api.x.example/?a=$'&b=$&",
    "https://api.x.example/\\'; globalThis.owned = 1; //",
  ]) {
    const folder = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'shop')
    scaffold({ folder, framework: 'react-router', apiUrl }, '1.4.0')
    expect(apiUrlOf(folder)).toBe(apiUrl)
    // One address in, nothing else of the file repeated or lost.
    const written = read(folder, 'app/api.server.js')
    expect(written.split('\n').length).toBe(template.split('\n').length)
  }
})

/** The command as npm create runs it, without a terminal. */
const create = (...args: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, 'cli.ts'), ...args, '--yes'], {
    encoding: 'utf8',
    cwd: tmpdir(),
  })

test('refuses a path that is a file with one sentence and exit code 1', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'notes.txt')
  writeFileSync(file, 'mine')
  const made = create(file)
  expect(made.status).toBe(1)
  expect(made.stderr.trim()).toBe(`${file} is a file, not a folder: choose a new folder`)
  expect(read(file)).toBe('mine')

  const below = join(file, 'shop')
  const under = create(below)
  expect(under.status).toBe(1)
  expect(under.stderr.trim()).toBe(`${below} cannot be made: ${file} is a file, not a folder`)
})

test('refuses a folder that holds files with one sentence and exit code 1', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'shop')
  mkdirSync(folder)
  writeFileSync(join(folder, 'notes.txt'), 'mine')
  const made = create(folder)
  expect(made.status).toBe(1)
  expect(made.stderr.trim()).toBe(`${folder} already holds files: choose a new folder`)
})

// root may write anywhere: the refusal is seen only as another user.
test.skipIf(process.getuid?.() === 0)(
  'refuses a folder it may not write in with one sentence and exit code 1',
  () => {
    const parent = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'locked')
    mkdirSync(parent)
    chmodSync(parent, 0o500)
    const made = create(join(parent, 'shop'))
    expect(made.status).toBe(1)
    expect(made.stderr.trim()).toBe(
      `${join(parent, 'shop')} cannot be written: ${parent} is not writable for you`,
    )
  },
)

test("--backend memory: a shop on the test kit's in-memory backend, started by its own script", () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'memory-shop')
  scaffold(
    { folder, framework: 'next', backend: 'memory', apiUrl: 'http://127.0.0.1:4100' },
    '1.4.0',
  )
  const manifest = JSON.parse(read(folder, 'package.json'))
  expect(manifest.devDependencies['@matjar/testing']).toBe('^1.4.0')
  expect(manifest.scripts['api:memory']).toBe('matjar-memory-api --port 4100')
  expect(read(folder, 'app/api.server.js')).toContain(
    "process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4100'",
  )
  // Its smoke test starts the in-memory backend before the shop (and not for a shop on an API).
  const config = read(folder, 'playwright.config.js')
  expect(config).toContain("scripts?.['api:memory']")
  expect(config).toContain('memoryApi}/data/categories')
  expect(config).toContain("command: 'npm run api:memory'")
  const onApi = join(mkdtempSync(join(tmpdir(), 'create-matjar-')), 'api-shop')
  scaffold({ folder: onApi, framework: 'next', apiUrl: 'http://127.0.0.1:4000' }, '1.4.0')
  const apiManifest = JSON.parse(read(onApi, 'package.json'))
  expect(apiManifest.scripts['api:memory']).toBeUndefined()
  expect(apiManifest.devDependencies['@matjar/testing']).toBeUndefined()
})
