import { LANGUAGES } from '@matjar/core'
import { ALL_MESSAGES } from './all.ts'

/**
 * Every catalogue in both languages, loaded once when the server starts: a render never waits on
 * words (nor misses one it should send with the page), and `meta` functions can use the frame's.
 */
export const shellMessagesLoaded: Promise<void> = Promise.all(
  LANGUAGES.flatMap((language) => ALL_MESSAGES.map((messages) => messages.load(language))),
).then(() => undefined)
// A failure shows where the root loader awaits it, not as an unhandled rejection at start.
shellMessagesLoaded.catch(() => {})
