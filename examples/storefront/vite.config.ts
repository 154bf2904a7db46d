import { reactRouter } from '@react-router/dev/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

// `@matjar/source` makes the workspace packages resolve to their TypeScript sources, so the shop
// always runs the packages as they are in the tree, never a stale build.
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['@matjar/source', ...defaultServerConditions],
      externalConditions: ['@matjar/source'],
    },
    noExternal: [/^@matjar\//],
  },
})
