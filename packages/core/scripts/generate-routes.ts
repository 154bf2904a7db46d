/**
 * Writes src/contract/routes.ts: the method and path of every endpoint, without its schemas, so
 * a production client can call the API without zod or the endpoint table (see the client's
 * `validate` option). `pnpm docs:api` runs it; a test fails when the file and the table differ.
 *
 *   node --conditions=@matjar/source packages/core/scripts/generate-routes.ts
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { endpoints } from '../src/contract/endpoints.ts'

const target = fileURLToPath(new URL('../src/contract/routes.ts', import.meta.url))
const lines = Object.entries(endpoints).map(([name, endpoint]) => {
  const multipart = 'multipart' in endpoint && endpoint.multipart ? ', multipart: true' : ''
  return `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}'${multipart} },`
})

writeFileSync(
  target,
  `// Generated from the endpoint table by packages/core/scripts/generate-routes.ts (pnpm docs:api).
// Do not edit: change the table and run the script.
import type { Endpoint, EndpointName } from './endpoints.ts'

/** How to reach an endpoint: all a call needs when its input and answer are not checked. */
export type Route = Pick<Endpoint, 'method' | 'path' | 'multipart'>

/** The method and path of every endpoint of the contract, by name. */
export const routes: Readonly<Record<EndpointName, Route>> = {
${lines.join('\n')}
}
`,
)
console.log('Wrote packages/core/src/contract/routes.ts.')
