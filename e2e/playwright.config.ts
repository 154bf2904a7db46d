import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.ts'

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

// Google's part in sign-in is played by a key made for the run: the API reads its public half
// (GOOGLE_KEYS_URL, a data: URL), the tests sign ID tokens with the private half. Made once here
// and handed to the workers through the environment, like the outbox.
export const googleClientId = 'matjar-e2e.apps.googleusercontent.com'
if (!process.env.E2E_GOOGLE_KEY) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  process.env.E2E_GOOGLE_KEY = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  process.env.E2E_GOOGLE_JWKS = JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' }],
  })
}
export const googlePrivateKey = process.env.E2E_GOOGLE_KEY
const googleKeysUrl = `data:application/json;base64,${Buffer.from(process.env.E2E_GOOGLE_JWKS ?? '').toString('base64')}`
/** A second storefront, configured with the Google client id (the first one is not). */
export const googleShopUrl = `http://127.0.0.1:${shopPort + 1}`

/**
 * nginx as a caching proxy in front of the first storefront (examples/storefront/deploy), when
 * nginx is installed; CI installs it (.ci/run), so there it is required (scripts/run-e2e.ts).
 */
export const cachingProxyUrl = existsSync('/usr/sbin/nginx')
  ? `http://127.0.0.1:${shopPort + 2}`
  : null

/**
 * The consumer apps of examples/consumers, built from the packed tarballs by
 * scripts/consumers.ts into this folder (npm test does it before the end-to-end step; in CI they
 * are required, scripts/run-e2e.ts).
 */
const consumersDir = process.env.E2E_CONSUMERS_DIR
export const viteConsumerUrl = `http://127.0.0.1:${shopPort + 3}`
export const nextConsumerUrl = `http://127.0.0.1:${shopPort + 4}`
export const reactRouterConsumerUrl = `http://127.0.0.1:${shopPort + 5}`
export const consumersBuilt = Boolean(consumersDir)

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more and, if it passes then, is reported "flaky" by name in the
  // summary (docs/development.md): a test's race with a loaded machine is still seen and mended,
  // but no longer refuses a whole change. Locally, a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The longest journeys (sign up, shop, check out, sign out and in) take 25 s on an idle
  // machine; CI shares its two cores with builds, so a test gets twice that before it is failed.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${shopPort}`,
    // Shoppers are on Saudi time while servers run in UTC (set below): dates must still hydrate.
    timezoneId: 'Asia/Riyadh',
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
        TZ: 'UTC',
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        MAIL_OUTBOX_DIR: outboxDir,
        ADMIN_TOKEN: adminToken,
        // Card payments continue on the API's hosted test page, which sends the shopper back here.
        TEST_PAYMENTS: 'page',
        SHOP_URL: `http://127.0.0.1:${shopPort}`,
        // The storefront's /api proxy (and the tests' own API calls) reach it from this machine.
        TRUSTED_PROXIES: 'loopback',
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_KEYS_URL: googleKeysUrl,
      },
      reuseExistingServer: false,
      // The first start on a machine photographs the seed shop (a minute or two); later starts
      // find the photographs kept in examples/api/.data/media.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      command: 'pnpm --filter @matjar/example-storefront start',
      url: `http://127.0.0.1:${shopPort}/`,
      // Without a Google client id, whatever the environment says: no Google button here.
      env: {
        PORT: String(shopPort),
        API_URL: apiUrl,
        PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
        GOOGLE_CLIENT_ID: '',
        TZ: 'UTC',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront with Google sign-in',
      command: 'pnpm --filter @matjar/example-storefront start',
      url: `${googleShopUrl}/`,
      env: {
        PORT: String(shopPort + 1),
        API_URL: apiUrl,
        PUBLIC_URL: googleShopUrl,
        GOOGLE_CLIENT_ID: googleClientId,
        TZ: 'UTC',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(cachingProxyUrl
      ? [
          {
            name: 'nginx caching proxy',
            command: `bash ../examples/storefront/deploy/start-nginx.sh 127.0.0.1:${shopPort + 2} 127.0.0.1:${shopPort}`,
            url: `${cachingProxyUrl}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(consumersDir
      ? [
          {
            name: 'Vite consumer app',
            command: `npx vite preview --host 127.0.0.1 --port ${shopPort + 3} --strictPort`,
            cwd: join(consumersDir, 'vite'),
            url: `${viteConsumerUrl}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            name: 'Next.js consumer app',
            command: `npx next start -H 127.0.0.1 -p ${shopPort + 4}`,
            cwd: join(consumersDir, 'next'),
            url: `${nextConsumerUrl}/`,
            env: { MATJAR_API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' },
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            name: 'React Router consumer app',
            command: 'npx react-router-serve ./build/server/index.js',
            cwd: join(consumersDir, 'react-router'),
            url: `${reactRouterConsumerUrl}/`,
            env: { MATJAR_API_URL: apiUrl, PORT: String(shopPort + 5), HOST: '127.0.0.1' },
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
})
