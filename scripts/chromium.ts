import { existsSync } from 'node:fs'

// The one place that knows how this repository starts Chromium: the end-to-end tests, the UI
// screenshots and the storefront benchmark import it.

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/**
 * The Chromium to drive: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. `null` means neither
 * exists (the e2e runner then asks Playwright to install its own).
 */
export const findChromium = (): string | null => {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter((path): path is string =>
    Boolean(path),
  )
  return candidates.find((path) => existsSync(path)) ?? null
}

/** The Chromium for scripts that need one: as `findChromium`, else Debian's path (to fail there). */
export const chromiumPath = (): string => findChromium() ?? DEBIAN_CHROMIUM

/** Flags for a headless Chromium on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
