// The server's entry: React Router's own (`react-router reveal entry.server`), with one addition:
// the stylesheets of the shop's public pages are given to the document to write inline
// (CriticalCss).
import { PassThrough } from 'node:stream'
import themeCss from '@matjar/ui/theme.css?inline'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import contentCss from './content/content.css?inline'
import shopFrontCss from './shop-front/shop-front.css?inline'
import { CriticalCssContext } from './styles/critical-css.tsx'
import shopCss from './styles/shop.css?inline'

export const streamTimeout = 5_000

// The public pages' styles too (home, categories, blogs, content): no stylesheet request blocks
// their first paint. The customer's area keeps its own stylesheet (account.css), loaded with it.
const criticalCss = [themeCss, shopCss, shopFrontCss, contentCss].join('\n')

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers (and SPA mode) get the whole page at once, not streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <CriticalCssContext.Provider value={criticalCss}>
        <ServerRouter context={routerContext} url={request.url} />
      </CriticalCssContext.Provider>,
      {
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
