import { existsSync, readFileSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// The smoke test runs against a built shop (`npm run build`) that it starts itself, calling the
// Storefront API at MATJAR_API_URL (or the address in app/api.server.js).
const port = Number(process.env.PORT ?? 3000)
// A Chromium of the machine (CHROME_PATH, or Debian's), else Playwright's own (`npx playwright install chromium`).
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
)

// A shop made with `--backend memory` runs on the test kit's in-memory backend: started here
// (`npm run api:memory`, on the port its script names) unless MATJAR_API_URL names another API.
const memoryScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts?.['api:memory']
const memoryApi = `http://127.0.0.1:${/--port (\d+)/.exec(memoryScript ?? '')?.[1] ?? 4100}`
const onMemory =
  Boolean(memoryScript) && [undefined, memoryApi].includes(process.env.MATJAR_API_URL)

/** Starts the built shop on `at`, listening only on 127.0.0.1. */
const start = (at) =>
  existsSync('next.config.mjs') ? `npx next start -H 127.0.0.1 -p ${at}` : 'npm start'

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
  webServer: [
    ...(onMemory
      ? [
          {
            command: 'npm run api:memory',
            url: `${memoryApi}/data/categories`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
    {
      // Only on 127.0.0.1: React Router's server reads HOST, `next start` only its `-H`.
      command: start(port),
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port), HOST: '127.0.0.1' },
      reuseExistingServer: !process.env.CI,
    },
    {
      // The same shop with its API down (nothing listens on port 9): tests/bad-day.spec.js.
      command: start(port + 1),
      url: `http://127.0.0.1:${port + 1}/cart`,
      env: { PORT: String(port + 1), HOST: '127.0.0.1', MATJAR_API_URL: 'http://127.0.0.1:9' },
      reuseExistingServer: !process.env.CI,
    },
  ],
})
