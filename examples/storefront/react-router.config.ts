import type { Config } from '@react-router/dev/config'

export default {
  // Every public page is rendered on the server (SEO, first paint without JavaScript).
  ssr: true,
} satisfies Config
