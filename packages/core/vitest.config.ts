import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  resolve: { conditions: ['@matjar/source'] },
  test: {
    name: 'core',
    environment: 'node',
    setupFiles: ['./test/load-messages.ts'],
    // `*.test-d.ts` files are checked by `tsc` on every run: a wrong type fails it.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
