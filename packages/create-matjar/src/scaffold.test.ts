import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { FolderNotEmpty, scaffold } from './scaffold.ts'

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
    FolderNotEmpty,
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
