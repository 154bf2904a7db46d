import { defineProject } from 'vitest/config'

// The templates' own tests (Playwright's smoke.spec.js) are the generated app's, not run here.
export default defineProject({
  test: { name: 'create-matjar', environment: 'node', include: ['src/**/*.test.ts'] },
})
