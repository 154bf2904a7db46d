import { reactRouter } from '@react-router/dev/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { chunkGroups } from './chunk-groups.ts'

// `@matjar/source` makes the workspace packages resolve to their TypeScript sources, so the shop
// always runs the packages as they are in the tree, never a stale build.
export default defineConfig({
  // The browser entry and the root route, with everything of ours they import, in one chunk;
  // what the home page adds to it in a second, which the catalogue pages share.
  plugins: [
    reactRouter(),
    chunkGroups(
      // With the price, its hook, the toasts hook and the dates most pages use, so that a page needing only
      // those (the cart, the blog) does not load all of the shop-front for them.
      {
        name: 'shell',
        entries:
          /[\\/](app[\\/](entry\.client|root)\.tsx|app[\\/]dates\.ts|react[\\/]src[\\/](useMoney\.tsx|useToasts\.ts)|ui[\\/]src[\\/]Price\.tsx)(\?|$)/,
      },
      { name: 'shop-front', entries: /[\\/]app[\\/]routes[\\/]home\.tsx(\?|$)/ },
    ),
  ],
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
