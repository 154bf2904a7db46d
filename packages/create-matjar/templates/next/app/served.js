import { isOffline } from './offline.js'

/**
 * A server page's read of the API: its answer, or null when the API does not answer (the page
 * then shows `<Trouble offline />` in its language, not Next's bare error page).
 */
export async function served(read) {
  try {
    return { answer: await read() }
  } catch (error) {
    if (isOffline(error)) return null
    throw error
  }
}
