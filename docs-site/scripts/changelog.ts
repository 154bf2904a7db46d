/**
 * The changelog page: each package's CHANGELOG.md once releases write them (`changeset version`),
 * and above them the changes not released yet, one per changeset in .changeset/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './markdown.ts'

const PACKAGES = ['core', 'react', 'ui', 'conformance', 'testing']
const BUMPS = ['major', 'minor', 'patch'] as const
type Bump = (typeof BUMPS)[number]

interface Changeset {
  name: string
  bumps: Map<string, Bump>
  summary: string
}

const readChangeset = (file: string): Changeset | undefined => {
  const text = readFileSync(file, 'utf8')
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) return undefined
  const bumps = new Map<string, Bump>()
  for (const line of (match[1] ?? '').split('\n')) {
    const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line)
    if (entry?.[1] && entry[2]) bumps.set(entry[1], entry[2] as Bump)
  }
  return { name: file, bumps, summary: (match[2] ?? '').trim() }
}

const BUMP_TITLES: Record<Bump, string> = {
  major: 'Breaking changes',
  minor: 'New features',
  patch: 'Fixes',
}

/** The body of the changelog page. */
export const changelogMarkdown = (): string => {
  const dir = join(REPO_ROOT, '.changeset')
  const changesets = readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => readChangeset(join(dir, file)))
    .filter((changeset): changeset is Changeset => Boolean(changeset?.bumps.size))
  const highest = (changeset: Changeset): Bump =>
    BUMPS.find((bump) => [...changeset.bumps.values()].includes(bump)) ?? 'patch'

  const lines = [
    'What changed in `@matjar/core`, `@matjar/react`, `@matjar/ui`, `@matjar/testing` and',
    '`@matjar/conformance`, written for SDK users. The packages are released together with one',
    'version number (changesets, `fixed`).',
    '',
    '## Not released yet',
    '',
  ]
  if (!changesets.length) lines.push('Nothing: every change so far is in a release below.', '')
  for (const bump of BUMPS) {
    const group = changesets.filter((changeset) => highest(changeset) === bump)
    if (!group.length) continue
    lines.push(`### ${BUMP_TITLES[bump]}`, '')
    for (const changeset of group) {
      const packages = [...changeset.bumps.keys()].map((name) => `\`${name}\``).join(', ')
      const [first = '', ...rest] = changeset.summary.split('\n')
      lines.push(`- ${packages}: ${first}`, ...rest.map((line) => (line ? `  ${line}` : '')), '')
    }
  }
  for (const name of PACKAGES) {
    const file = join(REPO_ROOT, 'packages', name, 'CHANGELOG.md')
    if (!existsSync(file)) continue
    const released = readFileSync(file, 'utf8')
      .replace(/^# .*\n/, '')
      .replace(/^## /gm, '### ')
    lines.push(`## @matjar/${name}`, '', released.trim(), '')
  }
  if (!PACKAGES.some((name) => existsSync(join(REPO_ROOT, 'packages', name, 'CHANGELOG.md')))) {
    lines.push('## Releases', '', 'None yet: the packages are at 0.0.0.', '')
  }
  return lines.join('\n')
}
