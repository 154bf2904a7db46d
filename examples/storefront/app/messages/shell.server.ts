import { LANGUAGES } from '@matjar/core'
import { loadShellMessages } from './shell.ts'

/**
 * The frame's words in both languages, loaded once when the server starts: a `meta` function or
 * an error view never waits on them, and a request in either language renders at once.
 */
export const shellMessagesLoaded: Promise<void> = Promise.all(
  LANGUAGES.map(loadShellMessages),
).then(() => undefined)
// A failure shows where the root loader awaits it, not as an unhandled rejection at start.
shellMessagesLoaded.catch(() => {})
