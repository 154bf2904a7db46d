import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@matjar/source'] },
  test: { name: 'react', environment: 'jsdom', setupFiles: ['./test/load-messages.ts'] },
})
