import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@matjar/source'] },
  test: { name: 'storefront', environment: 'node', include: ['app/**/*.test.{ts,tsx}'] },
})
