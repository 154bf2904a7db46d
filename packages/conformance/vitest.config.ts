import { defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@matjar/source', ...defaultServerConditions] } },
  resolve: { conditions: ['@matjar/source'] },
  test: { name: 'conformance', environment: 'node' },
})
