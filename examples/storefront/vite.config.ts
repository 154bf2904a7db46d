import { reactRouter } from '@react-router/dev/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { shellChunk } from './shell-chunk.ts'

// `@matjar/source` makes the workspace packages resolve to their TypeScript sources, so the shop
// always runs the packages as they are in the tree, never a stale build.
export default defineConfig({
  // The browser entry and the root route, with everything of ours they import, in one chunk.
  plugins: [reactRouter(), shellChunk(/[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/)],
  // `SOURCEMAP=1 pnpm build`: source maps beside the chunks, to see what a page's JavaScript is.
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['@matjar/source', ...defaultServerConditions],
      externalConditions: ['@matjar/source'],
    },
    noExternal: [/^@matjar\//],
  },
})
