import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions } from 'vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  // No telemetry, no version check, nothing fetched while building (CI runs offline).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    // Read the workspace packages from their sources, as the tests do: no build needed first.
    resolve: { ...vite.resolve, conditions: ['@matjar/source', ...defaultClientConditions] },
    build: { ...vite.build, sourcemap: false, chunkSizeWarningLimit: 4000 },
  }),
}

export default config
