import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Language } from '@matjar/core'
import type { RequestHandler } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { errorPage } from '../error-page.server.ts'
import { BODY_TOO_LARGE, bodyLimitOf, isApiPath, refusalText } from './body-limits.ts'

// Loaded by server.ts with Node's own TypeScript: no runtime import of the workspace's packages.

const READS = new Set(['GET', 'HEAD'])

/** A client still sending a refused body this long after its answer went is disconnected. */
const CLOSE_AFTER_MS = 1000

/**
 * Whether the route a change is posted to has an action, decided as React Router does: the page's
 * path (`/auth.data` is `/auth`'s, `/_root.data` home's), its deepest match, an index route only
 * with `?index`.
 */
const actionFinder = (build: ServerBuild) => {
  const routes = Object.values(build.routes).filter((route) => route !== undefined)
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index
          ? { id, path, index: true, caseSensitive }
          : { id, path, caseSensitive, children: childrenOf(id) },
      )
  const tree = childrenOf(undefined)
  return (url: URL): boolean => {
    const path = url.pathname.replace(/\.data$/, '')
    const matches = matchRoutes(tree, path === '/_root' ? '/' : path) ?? []
    let target = matches.at(-1)
    if (target?.route.index && !url.searchParams.getAll('index').includes('')) {
      target = matches.at(-2)
    }
    const id = target?.route.id
    return id !== undefined && build.routes[id]?.module.action !== undefined
  }
}

/**
 * The language a refusal is said in: a page's is its address (`/ar/…`); the API proxy's is the
 * one its calls say (`Accept-Language`, else the `lang` cookie), as the session proxy reads it.
 */
const languageOf = (request: IncomingMessage, path: string): Language => {
  if (!isApiPath(path)) return /^\/ar(\/|$)/.test(path) ? 'ar' : 'en'
  const asked = request.headers['accept-language']
  if (asked === 'ar' || asked === 'en') return asked
  const cookie = /(?:^|;\s*)lang=(en|ar)(?:;|$)/.exec(request.headers.cookie ?? '')
  return cookie?.[1] === 'ar' ? 'ar' : 'en'
}

/**
 * Counts a request's body as the socket delivers it. Past `limit` nothing more is passed on: the
 * reader (the route's action, the API proxy) gets a `BodyTooLarge` error instead, `over` runs,
 * and no more of it is read (see `dropBody`).
 */
const watchBody = (request: IncomingMessage, limit: number, over: () => void) => {
  let received = 0
  const push = request.push.bind(request)
  request.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as { length: number }).length
      if (received > limit) {
        dropBody(request)
        over()
        // Only a reader listens; with none, an 'error' would end the process.
        if (request.listenerCount('error') > 0) {
          const error = Object.assign(new Error('The body is larger than allowed'), {
            name: BODY_TOO_LARGE,
          })
          process.nextTick(() => request.emit('error', error))
        }
        return false
      }
    }
    return push(chunk, encoding)
  }
}

/** A refused request's body: no more of it is read; what already arrived is dropped. */
const dropBody = (request: IncomingMessage) => {
  const push = request.push.bind(request)
  // Its end still ends it (a reader that was told the body is too large has stopped listening).
  request.push = (chunk: unknown) => (chunk === null ? push(null) : false)
}

/**
 * Closes a refused request's connection in two steps: Node destroys it as soon as the answer is
 * written, and a client still sending its body would get a reset instead of the answer. Here the
 * shop ends its side (the answer, then FIN), reads nothing more, and destroys the socket
 * `CLOSE_AFTER_MS` later, once the client has read the answer.
 */
const lingerOnClose = (socket: Socket) => {
  socket.destroySoon = () => {
    socket.removeAllListeners('data')
    socket.pause()
    socket.end()
    setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref()
  }
}

/**
 * Express middleware in front of React Router (server.ts): a change to a page without an action
 * is answered 405, and a body larger than its route takes (`bodyLimitOf`) 413, from
 * `Content-Length` before a byte is read, or as soon as a body without one grows past it. Both in
 * the request's language (an HTML page, or JSON on the API proxy), quietly, never read whole.
 */
export const limitBodies = (build: ServerBuild): RequestHandler => {
  const hasAction = actionFinder(build)
  return (request, response, next) => {
    const url = new URL(request.originalUrl, 'http://shop.invalid')
    const api = isApiPath(url.pathname)
    const language = languageOf(request, url.pathname)
    let refused = false
    const refuse = (status: number, allow?: string) => {
      if (refused || response.headersSent) return
      refused = true
      // The rest of the body is not read: the connection cannot carry another request.
      response.status(status).set({ 'Cache-Control': 'no-store', Connection: 'close' })
      if (allow) response.set('Allow', allow)
      dropBody(request)
      lingerOnClose(request.socket)
      if (api) response.json({ message: refusalText(status, language) })
      else response.type('html').send(errorPage(status, language))
    }
    if (!api && !READS.has(request.method)) {
      if (request.method !== 'POST') return refuse(405, 'GET, HEAD, POST')
      if (!hasAction(url)) return refuse(405, 'GET, HEAD')
    }
    const limit = bodyLimitOf(url.pathname)
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > limit) return refuse(413)
    watchBody(request, limit, () => refuse(413))
    next()
  }
}
