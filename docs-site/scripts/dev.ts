/**
 * `pnpm docs:dev`: writes the site's pages, serves the site with Astro's dev server, and writes
 * the pages again whenever their sources change (docs/, the changesets, the stories, the
 * consumer apps), so an edit of docs/ shows in the browser without a restart. Changes to the
 * packages' code reach the generated pages on the next start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { watch } from 'node:fs'
import { join } from 'node:path'

const SITE = join(import.meta.dirname, '..')
const REPO = join(SITE, '..')
const SOURCES = ['docs', '.changeset', 'packages/ui/stories', 'examples/consumers']

const generate = () =>
  spawnSync(
    process.execPath,
    ['--conditions=@matjar/source', join(SITE, 'scripts', 'generate.ts')],
    { stdio: 'inherit' },
  ).status === 0

if (!generate()) process.exit(1)

const astro: ChildProcess = spawn('pnpm', ['exec', 'astro', 'dev', ...process.argv.slice(2)], {
  cwd: SITE,
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
})
astro.on('exit', (code) => process.exit(code ?? 0))

let timer: NodeJS.Timeout | undefined
for (const source of SOURCES) {
  watch(join(REPO, source), { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(generate, 300)
  })
}
