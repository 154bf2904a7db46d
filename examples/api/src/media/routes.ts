import { Hono } from 'hono'
import type { AppEnv } from '../http/env.ts'
import { translate } from '../messages/translate.ts'
import type { MediaLibrary } from './media-library.ts'
import { isMediaKey } from './rendition-store.ts'
import { FORMATS, type RenditionFormat } from './renditions.ts'

const FILE = /^([1-9]\d{0,4})\.([a-z]{3,4})$/

/**
 * `GET /media/{key}/{width}.{format}`: a rendition of a picture, cached for a year and never
 * changed (a changed picture has another key). A width or format the picture does not offer is
 * refused with 400, not made: the set of files is the set the catalogue names. Anything that is
 * not a key and a file name (`..`, slashes) is refused before the disk is touched.
 */
export function mediaRoutes(library: MediaLibrary) {
  const routes = new Hono<AppEnv>()
  routes.get('/media/:key/:file', async (c) => {
    const language = c.get('language')
    const key = c.req.param('key')
    const file = FILE.exec(c.req.param('file'))
    const format = file?.[2] as RenditionFormat | undefined
    if (!isMediaKey(key) || !file || !format || !(format in FORMATS)) {
      return c.json({ message: translate(language, 'mediaNotAnAddress') }, 400)
    }
    const width = Number(file[1])
    const etag = `"${key}-${width}.${format}"`
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    }
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      return c.body(null, 304, headers)
    }
    const answer = await library.rendition(key, width, format)
    if ('bytes' in answer) {
      return c.body(new Uint8Array(answer.bytes), 200, {
        ...headers,
        'Content-Type': FORMATS[format],
      })
    }
    if (answer.reason === 'unknown') {
      return c.json({ message: translate(language, 'mediaNotFound') }, 404)
    }
    const field = answer.reason
    return c.json(
      {
        message: translate(
          language,
          field === 'width' ? 'mediaWidthNotOffered' : 'mediaFormatNotOffered',
        ),
        errors: {
          [field]: [translate(language, 'mediaOffered', { list: answer.offered.join(', ') })],
        },
      },
      400,
    )
  })
  return routes
}
