/**
 * `pnpm docs:translation-hash <file>`: prints the first line an Arabic page of docs/ carries
 * (`<!-- translation-of: docs/<path>.md sha256:<hash> -->`, the hash of the English page as it is
 * now) and, when the Arabic page exists, writes that line into it (replacing the old one). Run it
 * once the Arabic page says what the English page says. The file is either page:
 *
 *   pnpm docs:translation-hash docs/ar/guides/cart.md     (or docs/guides/cart.md)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ARABIC_FOLDER, headerFor, sourceOf, splitHeader } from './translations.ts'

const REPO = join(import.meta.dirname, '..', '..')
const DOCS = join(REPO, 'docs')

const files = process.argv.slice(2)
if (!files.length) {
  console.error('Usage: pnpm docs:translation-hash docs/ar/<path>.md [more pages]')
  process.exit(2)
}
for (const file of files) {
  // Relative to where the command was typed (pnpm runs root scripts from the repository's root).
  let source: string
  try {
    source = sourceOf(REPO, resolve(process.env.INIT_CWD ?? process.cwd(), file))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  if (!existsSync(join(DOCS, source))) {
    console.error(`docs/${source} does not exist: an Arabic page translates an English one`)
    process.exit(1)
  }
  const header = headerFor(DOCS, source)
  const arabic = join(DOCS, ARABIC_FOLDER, source)
  if (existsSync(arabic)) {
    const text = readFileSync(arabic, 'utf8')
    const body = splitHeader(text)?.body ?? text.replace(/^<!-- translation-of:.*-->\n/, '')
    const updated = `${header}\n${body}`
    if (updated !== text) writeFileSync(arabic, updated)
    console.log(
      `${header}\n  ${updated === text ? 'already on' : 'written to'} docs/${ARABIC_FOLDER}/${source}`,
    )
  } else {
    console.log(
      `${header}\n  (docs/${ARABIC_FOLDER}/${source} does not exist yet: make it its first line)`,
    )
  }
}
