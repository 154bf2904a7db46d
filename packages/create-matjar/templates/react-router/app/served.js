import { data } from 'react-router'
import { isOffline } from './offline.js'

/**
 * A loader's read of the API: when the API does not answer, a 503 the error boundary (root.jsx)
 * shows as "The shop cannot be reached just now", in the page's language, instead of a 500.
 */
export async function served(read) {
  try {
    return await read()
  } catch (error) {
    if (isOffline(error)) throw data({ offline: true }, { status: 503 })
    throw error
  }
}
