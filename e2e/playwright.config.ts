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
// Where the API writes its mails (sign-up and reset codes); set once here, so the test workers
// (which load this file again) read the same folder.
process.env.E2E_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), 'matjar-e2e-outbox-'))
export const outboxDir = process.env.E2E_OUTBOX_DIR
/** The staff token the API accepts on `POST /shop/orders/{id}/status` (to deliver an order). */
export const adminToken = 'e2e-staff-token-0123456789'

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
      env: {
        PORT: String(apiPort),
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        MAIL_OUTBOX_DIR: outboxDir,
        ADMIN_TOKEN: adminToken,
      },
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
