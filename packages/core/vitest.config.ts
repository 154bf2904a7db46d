import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@matjar/source'] },
  test: { name: 'core', environment: 'node' },
})
