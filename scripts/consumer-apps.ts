/**
 * The consumer apps of examples/consumers as outside developers set them up: the packages packed
 * into tarballs (built already by `pnpm build`), each app copied into a folder of its own and
 * installed with npm, then built by its framework. Shared by scripts/consumers.ts and
 * bench/consumer-first-load.ts (which does it for two commits of the repository).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** What each app installs besides the tarballs, as an outside developer would pick them. */
export const APP_DEPENDENCIES: Record<string, string[]> = {
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

/** How each browser app is built for production. */
export const BUILD_COMMANDS: Record<string, string[]> = {
  vite: ['vite', 'build'],
  next: ['next', 'build'],
  'react-router': ['react-router', 'build'],
}

export const say = (text: string) => console.log(`[consumers] ${text}`)
export const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })

/** Packs the named packages of the repository at `root` into `folder`; the tarballs' paths. */
export function packPackages(root: string, names: string[], folder: string): string[] {
  mkdirSync(folder, { recursive: true })
  for (const name of names) {
    run('pnpm', ['pack', '--pack-destination', folder], join(root, 'packages', name))
  }
  return readdirSync(folder).map((file) => join(folder, file))
}

/** Copies `app` of the repository at `root` into `dir` and installs the tarballs and its deps. */
export function installApp(root: string, app: string, dir: string, tarballs: string[]) {
  const extra = APP_DEPENDENCIES[app] ?? []
  cpSync(join(root, 'examples', 'consumers', app), dir, { recursive: true })
  say(`${app}: npm install of the tarballs${extra.length ? ` and ${extra.join(' ')}` : ''}`)
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...extra], dir)
}

/** Builds a browser app installed by `installApp` for production. */
export function buildApp(app: string, dir: string) {
  say(`${app}: ${BUILD_COMMANDS[app]!.join(' ')}`)
  run('npx', BUILD_COMMANDS[app]!, dir, { NEXT_TELEMETRY_DISABLED: '1' })
}
