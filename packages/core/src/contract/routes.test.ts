import { expect, it } from 'vitest'
import { endpoints } from './endpoints.ts'
import { routes } from './routes.ts'

it('gives every endpoint of the table its method and path, and nothing else (else run pnpm docs:api)', () => {
  const fromTable = Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [
      name,
      {
        method: endpoint.method,
        path: endpoint.path,
        ...('multipart' in endpoint ? { multipart: endpoint.multipart } : {}),
      },
    ]),
  )
  expect(routes).toEqual(fromTable)
})
