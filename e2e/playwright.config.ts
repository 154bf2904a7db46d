import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts'

const apiPort = Number(process.env.E2E_API_PORT ?? 4310)
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 3310)
export const apiUrl = `http://127.0.0.1:${apiPort}`
const executablePath = findChromium() ?? undefined
// Each run starts on a fresh embedded database, migrated and seeded by the API itself.
const dataDir = process.env.E2E_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'matjar-e2e-'))

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${shopPort}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'pnpm --filter @matjar/example-api start',
      url: `${apiUrl}/health`,
      env: { PORT: String(apiPort), PGLITE_DIR: dataDir, DATABASE_URL: '' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      command: 'pnpm --filter @matjar/example-storefront start',
      url: `http://127.0.0.1:${shopPort}/`,
      env: { PORT: String(shopPort), API_URL: apiUrl },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
