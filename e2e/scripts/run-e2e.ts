// Runs the end-to-end suite: builds the storefront, makes sure a Chromium exists, then hands over
// to Playwright, which starts the API (on a fresh embedded database) and the built storefront.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from '../../scripts/chromium.ts'

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number => {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.error) {
    console.error(`[e2e] could not run ${command}: ${result.error.message}`)
    return 1
  }
  return result.status ?? 1
}

// In CI nothing may be skipped for want of a tool or a build. Checked here rather than in
// playwright.config.ts, which other tools load too (knip reads it to find the specs).
if (process.env.CI) {
  if (!existsSync('/usr/sbin/nginx')) {
    console.error(
      '[e2e] nginx is not installed: .ci/run installs it (apt-get install nginx-light).',
    )
    process.exit(1)
  }
  if (!process.env.E2E_CONSUMERS_DIR) {
    console.error('[e2e] E2E_CONSUMERS_DIR is not set: npm test builds the consumer apps first.')
    process.exit(1)
  }
}

if (run('pnpm', ['--filter', '@matjar/example-storefront', 'build']) !== 0) {
  console.error('[e2e] the storefront did not build; see the errors above.')
  process.exit(1)
}

if (!findChromium()) {
  console.error(
    '[e2e] No Chromium at CHROME_PATH or /usr/bin/chromium: asking Playwright to install its own.\n' +
      '      On Debian: `apt-get install chromium` (or set CHROME_PATH) avoids the download.',
  )
  if (run('pnpm', ['exec', 'playwright', 'install', 'chromium']) !== 0) {
    console.error(
      '[e2e] Playwright could not install Chromium either (no network?). Install a Chromium and set CHROME_PATH.',
    )
    process.exit(1)
  }
}

process.exit(run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)]))
