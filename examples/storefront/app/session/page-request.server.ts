import { AsyncLocalStorage } from 'node:async_hooks'

const pages = new AsyncLocalStorage<Request>()

/**
 * Runs the work of one request to the shop (its action, then its loaders) with `request` as the
 * page's request: the root middleware's, the browser's own.
 */
export const asPageRequest = <T>(request: Request, work: () => T): T => pages.run(request, work)

/**
 * The request a page answers. After an action React Router runs the loaders with a copy of the
 * request (a GET of the same address), so state kept per request (the page's one deadline for the
 * API, its one log line, its `Retry-After`) is kept on this one, shared by the action and loaders.
 */
export const pageRequestOf = (request: Request): Request => pages.getStore() ?? request
