import { defineConfig } from 'vitest/config'

// One run for the whole workspace; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'examples/api', 'examples/storefront', 'docs-site'],
  },
})
