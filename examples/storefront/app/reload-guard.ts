import { createReloadGuard, type KeyValueStorage } from '@matjar/core'

/**
 * A piece of the app's JavaScript that did not arrive: after a new deploy the old chunks are gone,
 * or the network dropped. Chromium, Firefox and Safari word it differently; Vite's CSS preload too.
 */
export const isChunkLoadError = (error: unknown): boolean => {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error ?? '')
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  )
}

export interface ReloadOnceOptions {
  /** Session storage in the browser (the guard must not outlive the tab). */
  storage: KeyValueStorage
  /** The page to reload: path and query. */
  path: string
  reload: () => void
  now?: () => number
}

/**
 * Recovers from a chunk that failed to load by reloading the page, which fetches the current
 * build. The reload guard (spec §4, §9) keeps the path and an expiry of 10 s in session storage:
 * if the same page fails again within that time, reloading would only loop, so this answers false
 * and the caller shows the error view instead.
 */
export const reloadOnce = ({ storage, path, reload, now }: ReloadOnceOptions): boolean => {
  const guard = createReloadGuard(storage, now)
  if (guard.isGuarded(path)) return false
  guard.mark(path)
  reload()
  return true
}
