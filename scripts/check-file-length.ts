// No hand-written .ts/.tsx file over 300 lines (docs/development.md, "Conventions"): tests, data
// tables and scripts included. A file is split where it does two jobs, never squeezed.
// Generated files (first line `// Generated …`, written by a script and never edited) are not
// hand-written; a file that must stay whole is listed in EXEMPT with the reason.
// Run: node scripts/check-file-length.ts   (exits 1 and lists the files over the limit)
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const LIMIT = 300
/** Path → why it may be longer. Empty today: keep it so, or say why here. */
const EXEMPT: Record<string, string> = {}

const root = join(import.meta.dirname, '..')
// Tracked files and new ones not yet added (what a commit would carry), not the ignored ones.
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter(Boolean)

const over: string[] = []
for (const file of files) {
  if (file in EXEMPT) continue
  let text: string
  try {
    text = readFileSync(join(root, file), 'utf8')
  } catch {
    continue // deleted in the working tree, not yet in the index
  }
  if (text.startsWith('// Generated')) continue
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length
  if (lines > LIMIT) over.push(`${file}: ${lines} lines`)
}

if (over.length > 0) {
  console.error(
    `Hand-written files over ${LIMIT} lines (split each where it does two jobs):\n  ${over.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(`${files.length} .ts/.tsx files, none hand-written over ${LIMIT} lines.`)
