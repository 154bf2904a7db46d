import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  resolve: { conditions: ['@matjar/source'] },
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'chunk-groups.test.ts', 'lifecycle.test.ts'],
  },
})
