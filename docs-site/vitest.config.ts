import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

// The generators of the site's pages; the site itself is tested by Playwright (e2e/).
export default defineProject({
  ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  resolve: { conditions: ['@matjar/source'] },
  test: { name: 'docs-site', environment: 'node', include: ['scripts/**/*.test.ts'] },
})
