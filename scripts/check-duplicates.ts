// Near-copies kept out of new code: runs this machine's `duplicates` tool over what the change
// adds (`--change`) and fails on a pair it lists, unless the tool calls it boilerplate. Where the
// tool is not installed (outside contributors' machines), says so and passes.
// Pairs of 10 lines or more: shorter runs are mostly sample data and request literals (an
// address, a cart line) that a moved file or a test's fixture repeats on purpose. A pair alike
// only in shape counts when it spans two files (see `copies`).
// The change is everything since DUPLICATES_BASE when set; else, on a branch, since it left main;
// on main itself, the last commit.
// Run: node scripts/check-duplicates.ts
import { execFileSync, spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim()

if (spawnSync('duplicates', ['--help'], { encoding: 'utf8' }).error) {
  console.log('No `duplicates` tool on this machine: near-copies not checked.')
  process.exit(0)
}

const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
const base =
  process.env.DUPLICATES_BASE ||
  (branch !== 'main' && git('rev-parse', '--verify', '--quiet', 'main')
    ? git('merge-base', 'HEAD', 'main')
    : git('rev-parse', '--verify', '--quiet', 'HEAD~1'))
if (!base) {
  console.log('No earlier commit to compare with: near-copies not checked.')
  process.exit(0)
}

const report = execFileSync(
  'duplicates',
  ['--change', '--base', base, '--min-lines', '10', '--most', '40', '--seconds', '240'],
  { cwd: root, encoding: 'utf8' },
)
const pairs = report.split('\n').filter((line) => /^D\d+ /.test(line))
/** `D1 a.ts:10-24 ~ b.ts:40-54 [shape] [boilerplate] [(both added)]`: the two files. */
const filesOf = (row: string) => [...row.matchAll(/(\S+):\d+-\d+/g)].map((match) => match[1])
// A copy to the letter counts anywhere; one alike only in shape (other names and values) counts
// between two files: within one file that is a table of literals (samples, a list of cases).
// Two migrations are history, not code to share: a migration that redefines a database function
// repeats the earlier one's body (the earlier file never changes once applied).
const migration = (file: string | undefined) => /^examples\/api\/drizzle\/.*\.sql$/.test(file ?? '')
const copies = pairs.filter((row) => {
  if (/\bboilerplate\b/.test(row)) return false
  if (filesOf(row).every(migration)) return false
  if (!/\bshape\b/.test(row)) return true
  const [a, b] = filesOf(row)
  return a !== b
})
console.log(report.trim())
if (copies.length > 0) {
  console.error(
    `\nThe change since ${base.slice(0, 10)} writes ${copies.length} near-cop${copies.length === 1 ? 'y' : 'ies'} of code ` +
      'it could share: make one piece serve both.',
  )
  process.exit(1)
}
