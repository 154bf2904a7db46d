/**
 * The text of src/contract/routes.ts: the method and path of every endpoint, without its
 * schemas, so a production client can call the API without zod or the endpoint table (see the
 * client's `validate` option). generate-api-docs.ts (`pnpm docs:api`) writes or checks it.
 */
import { endpoints } from '../src/contract/endpoints.ts'

export const routesFile = new URL('../src/contract/routes.ts', import.meta.url)
const lines = Object.entries(endpoints).map(([name, endpoint]) => {
  const multipart = 'multipart' in endpoint && endpoint.multipart ? ', multipart: true' : ''
  return `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}'${multipart} },`
})

export const routesSource = `// Generated from the endpoint table by packages/core/scripts/generate-api-docs.ts (pnpm docs:api).
// Do not edit: change the endpoint table and run pnpm docs:api.
import type { Endpoint, EndpointName } from './endpoints.ts'

/** How to reach an endpoint: all a call needs when its input and answer are not checked. */
export type Route = Pick<Endpoint, 'method' | 'path' | 'multipart'>

/** The method and path of every endpoint of the contract, by name. */
export const routes: Readonly<Record<EndpointName, Route>> = {
${lines.join('\n')}
}
`
