import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts'

/** The built site (`pnpm docs:build`), served as a static host would serve it. */
const port = Number(process.env.DOCS_SITE_PORT ?? 3890)
export const siteUrl = `http://127.0.0.1:${port}`
const executablePath = findChromium() ?? undefined

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `pnpm exec astro preview --host 127.0.0.1 --port ${port}`,
    url: `${siteUrl}/`,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
