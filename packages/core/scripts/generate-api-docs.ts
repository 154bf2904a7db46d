/**
 * Writes docs/api.md from the contract. With --check, writes nothing and exits 1 when the file
 * is not what the contract gives (CI runs this so the reference never drifts from the table).
 *
 *   node packages/core/scripts/generate-api-docs.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderApiMarkdown } from '../src/contract/api-markdown.ts'

const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url))
const markdown = renderApiMarkdown()

const current = (() => {
  try {
    return readFileSync(target, 'utf8')
  } catch {
    return undefined
  }
})()

if (process.argv.includes('--check')) {
  if (current !== markdown) {
    console.error(
      'docs/api.md is out of date with the contract. Run: node packages/core/scripts/generate-api-docs.ts',
    )
    process.exit(1)
  }
  console.log('docs/api.md is up to date.')
} else {
  writeFileSync(target, markdown)
  console.log(current === markdown ? 'docs/api.md was already up to date.' : 'Wrote docs/api.md.')
}
