import { existsSync } from 'node:fs'

/**
 * The Chromium the tests drive: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. `null` means
 * neither exists, and the runner asks Playwright to install its own.
 */
export const findChromium = (): string | null => {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((path): path is string =>
    Boolean(path),
  )
  return candidates.find((path) => existsSync(path)) ?? null
}

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
