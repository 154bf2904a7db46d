import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// The smoke test runs against a built shop (`npm run build`) that it starts itself, calling the
// Storefront API at MATJAR_API_URL (or the address in app/api.server.js).
const port = Number(process.env.PORT ?? 3000)
// A Chromium of the machine (CHROME_PATH, or Debian's), else Playwright's own (`npx playwright install chromium`).
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
)

export default defineConfig({
  testDir: 'tests',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
  },
})
