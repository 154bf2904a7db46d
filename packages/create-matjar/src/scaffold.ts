import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { Answers } from './ask.ts'
import { DEFAULT_API_URL, MEMORY_API_URL } from './options.ts'

/** The templates, shipped beside dist/ (and src/): what every shop has, then one per framework. */
const TEMPLATES = join(import.meta.dirname, '..', 'templates')
/** The one file that names the API's address (`MATJAR_API_URL` overrides it when set). */
const API_URL_FILE = 'app/api.server.js'

/** The shop cannot be written where asked (a file, a folder that holds files, no permission). */
export class UnusableFolder extends Error {}

/** This package's version: the starter makes shops on the @matjar packages of its own release. */
const ownVersion = (): string =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).version

/**
 * A JavaScript string literal in single quotes holding `value` exactly, whatever it holds
 * (quotes, backslashes, line breaks, `$'`): the value is written as data, never as code.
 */
const jsString = (value: string): string =>
  `'${JSON.stringify(value).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`

/** Why the shop cannot go into `target`, in one sentence, or null when it can. */
function folderProblem(target: string): string | null {
  let existing = target
  while (!existsSync(existing)) {
    const parent = dirname(existing)
    if (parent === existing) break
    existing = parent
  }
  if (!statSync(existing).isDirectory()) {
    return existing === target
      ? `${target} is a file, not a folder: choose a new folder`
      : `${target} cannot be made: ${existing} is a file, not a folder`
  }
  if (existing === target && readdirSync(target).length > 0) {
    return `${target} already holds files: choose a new folder`
  }
  try {
    accessSync(existing, constants.W_OK | constants.X_OK)
  } catch {
    return `${target} cannot be written: ${existing} is not writable for you`
  }
  return null
}

/** A file system error met while writing, said as one sentence (or rethrown when unforeseen). */
const writeProblem = (target: string, error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code
  const why: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOSPC: 'the disk is full',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a file is in the way',
    EISDIR: 'a folder is in the way',
  }
  if (typeof code !== 'string' || !(code in why)) throw error
  return `${target} cannot be written: ${why[code]}`
}

/**
 * Writes a new shop into `answers.folder` from the framework's template: the package named after
 * the folder, `@matjar/*` at `^version`, the API's address in its setting.
 * Returns the folder's absolute path. Refuses, with `UnusableFolder` saying why, a path that is a
 * file, a folder that already holds files, or one it may not write in.
 */
export function scaffold(answers: Answers, version = ownVersion()): string {
  const target = resolve(answers.folder)
  const problem = folderProblem(target)
  if (problem) throw new UnusableFolder(problem)
  try {
    write(target, answers, version)
  } catch (error) {
    throw new UnusableFolder(writeProblem(target, error))
  }
  return target
}

function write(target: string, answers: Answers, version: string): void {
  // The pages' views, words, styles and smoke test are the same in every framework; its routes,
  // root and package.json are its own.
  cpSync(join(TEMPLATES, 'shared'), target, { recursive: true })
  cpSync(join(TEMPLATES, answers.framework), target, { recursive: true })
  // npm leaves .gitignore out of published packages; the template carries it under another name.
  renameSync(join(target, '_gitignore'), join(target, '.gitignore'))

  const manifestPath = join(target, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  manifest.name = basename(target)
  for (const name of Object.keys(manifest.dependencies)) {
    if (name.startsWith('@matjar/')) manifest.dependencies[name] = `^${version}`
  }
  if (answers.backend === 'memory') {
    // The test kit's in-memory backend, served by `npm run api:memory` (its `matjar-memory-api`):
    // the smoke test (playwright.config.js) starts it when the script is there.
    manifest.devDependencies = { ...manifest.devDependencies, '@matjar/testing': `^${version}` }
    manifest.scripts['api:memory'] = `matjar-memory-api --port ${new URL(MEMORY_API_URL).port}`
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

  // The address goes in as a string literal, escaped; a function as the replacement, so that
  // `$&`, `$'` … in it are not read as String.replace's patterns.
  const config = join(target, API_URL_FILE)
  const source = readFileSync(config, 'utf8')
  const literal = `'${DEFAULT_API_URL}'`
  if (!source.includes(literal)) throw new Error(`${API_URL_FILE} does not name ${literal}`)
  writeFileSync(
    config,
    source.replace(literal, () => jsString(answers.apiUrl)),
  )
}
