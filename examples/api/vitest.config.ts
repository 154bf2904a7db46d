import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

export default defineProject({
  // Node tests resolve through Vite's server environment: `@matjar/source` makes the workspace
  // packages run from their TypeScript sources, never from a build that may be missing or stale.
  ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  resolve: { conditions: ['@matjar/source'] },
  // The global setup (which migrates) runs in Vitest's own environment: the schema imports the
  // contract's lists, so it needs the condition too.
  environments: {
    __vitest__: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one PGlite once per run; each test file starts from its snapshot.
    globalSetup: ['./src/test/global-setup.ts'],
    // PGlite needs 3–7 s to start and migrate an empty database on the dev machines. A test of a
    // few seconds quietly took 25 s at a load average of 27 (CI beside other work, 2026-11-27:
    // places-migration.test.ts): a test is called hung after 60 s, not 30.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
