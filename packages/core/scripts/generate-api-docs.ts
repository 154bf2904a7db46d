/**
 * Writes the files made from the contract: docs/api.md (the reference) and
 * src/contract/routes.ts (method and path per endpoint, for the client without schemas). With
 * --check, writes nothing and exits 1 when a file is not what the contract gives (CI runs this so
 * neither drifts from the table).
 *
 *   node packages/core/scripts/generate-api-docs.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderApiMarkdown } from '../src/contract/api-markdown.ts'
import { routesFile, routesSource } from './generate-routes.ts'

const files = [
  {
    target: fileURLToPath(new URL('../../../docs/api.md', import.meta.url)),
    text: renderApiMarkdown(),
  },
  { target: fileURLToPath(routesFile), text: routesSource },
]

const currentText = (target: string) => {
  try {
    return readFileSync(target, 'utf8')
  } catch {
    return undefined
  }
}

let stale = false
for (const { target, text } of files) {
  const current = currentText(target)
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(`${target} is out of date with the contract. Run: pnpm docs:api`)
      stale = true
    } else console.log(`${target} is up to date.`)
  } else {
    writeFileSync(target, text)
    console.log(current === text ? `${target} was already up to date.` : `Wrote ${target}.`)
  }
}
if (stale) process.exit(1)
