import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@matjar/source'] },
  test: {
    name: 'react',
    environment: 'jsdom',
    setupFiles: ['./test/load-messages.ts', './test/wait-under-load.ts'],
    // The public types (`*.test-d.ts`) are checked by `tsc` in every `vitest run`: a wrong type
    // fails the run like a failing test.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
