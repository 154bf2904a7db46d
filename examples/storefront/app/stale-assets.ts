import { createBrowserStorage, createReloadGuard } from '@matjar/core'

/** A script the page needs did not load: after a new release the old files are gone. */
export const isStaleAssetError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    error.message,
  )

/**
 * Reloads the page once to fetch the new release's files (spec §4's reload guard, 10 s). If the
 * same page was reloaded less than 10 seconds ago it does nothing and says so, so a file that is
 * really missing shows the error view instead of reloading forever.
 */
export const reloadForNewAssets = (
  path: string,
  reload: () => void = () => window.location.reload(),
  guard = createReloadGuard(createBrowserStorage('session')),
): boolean => {
  if (guard.isGuarded(path)) return false
  guard.mark(path)
  reload()
  return true
}
