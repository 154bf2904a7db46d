import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import type { Answers } from './ask.ts'
import { DEFAULT_API_URL } from './options.ts'

/** The templates, shipped beside dist/ (and src/): what every shop has, then one per framework. */
const TEMPLATES = join(import.meta.dirname, '..', 'templates')
/** The one file that names the API's address (`MATJAR_API_URL` overrides it when set). */
const API_URL_FILE = 'app/api.server.js'

export class FolderNotEmpty extends Error {}

/** This package's version: the starter makes shops on the @matjar packages of its own release. */
const ownVersion = (): string =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).version

/**
 * Writes a new shop into `answers.folder` from the framework's template: the package named after
 * the folder, `@matjar/*` at `^version`, the API's address in its setting.
 * Returns the folder's absolute path. Refuses a folder that already holds files.
 */
export function scaffold(answers: Answers, version = ownVersion()): string {
  const target = resolve(answers.folder)
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new FolderNotEmpty(`${target} already holds files: choose a new folder`)
  }
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
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

  const config = join(target, API_URL_FILE)
  writeFileSync(config, readFileSync(config, 'utf8').replace(DEFAULT_API_URL, answers.apiUrl))
  return target
}
