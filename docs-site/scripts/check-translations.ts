/**
 * Fails (exit 1) when an English page that must be translated has no Arabic page, or when an
 * Arabic page is older than its English source; names each file. Part of `docs:build`.
 *
 *   node docs-site/scripts/check-translations.ts
 */
import { join } from 'node:path'
import { arabicPages, requiredTranslations, translationProblems } from './translations.ts'

const DOCS = join(import.meta.dirname, '..', '..', 'docs')
const problems = translationProblems(DOCS)
if (problems.length) {
  console.error(`[docs] Arabic pages to write or bring up to date:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `[docs] ${arabicPages(DOCS).length} Arabic pages up to date with their English sources (${requiredTranslations(DOCS).length} required)`,
)
