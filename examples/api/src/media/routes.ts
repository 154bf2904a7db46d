import { Hono } from 'hono'
import type { AppEnv } from '../http/env.ts'
import type { Language } from '../http/messages.ts'
import type { MediaLibrary } from './media-library.ts'
import { isMediaKey } from './rendition-store.ts'
import { FORMATS, type RenditionFormat } from './renditions.ts'

const FILE = /^([1-9]\d{0,4})\.([a-z]{3,4})$/

const texts = {
  notAPicture: { en: 'No picture has this address', ar: 'لا توجد صورة بهذا العنوان' },
  notMedia: {
    en: 'Not a picture address: /media/{key}/{width}.{format}',
    ar: 'ليس عنوان صورة: /media/{key}/{width}.{format}',
  },
  width: { en: 'This picture is not offered at that width', ar: 'هذه الصورة غير متاحة بهذا العرض' },
  format: {
    en: 'This picture is not offered in that format',
    ar: 'هذه الصورة غير متاحة بهذه الصيغة',
  },
  offered: { en: 'Offered:', ar: 'المتاح:' },
} satisfies Record<string, Record<Language, string>>

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
      return c.json({ message: texts.notMedia[language] }, 400)
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
    if (answer.reason === 'unknown') return c.json({ message: texts.notAPicture[language] }, 404)
    const offered = answer.offered.join(', ')
    const field = answer.reason
    return c.json(
      {
        message: texts[field][language],
        errors: { [field]: [`${texts.offered[language]} ${offered}`] },
      },
      400,
    )
  })
  return routes
}
