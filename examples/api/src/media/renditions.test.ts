import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { silentLogger } from '../http/logger.ts'
import { openTestDatabase } from '../test/test-database.ts'
import { toImage } from './image-view.ts'
import { storeOriginal } from './media-library.ts'
import { createPictureMaker } from './picture-maker.ts'
import { createRenditionStore, MediaPathError } from './rendition-store.ts'
import { emblemSvg } from './scenes/emblem.ts'
import { productShot } from './scenes/product-scene.ts'
import { mediaOriginals } from './schema.ts'

let database: DatabaseHandle
const folders: string[] = []
const freshFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'matjar-media-test-'))
  folders.push(folder)
  return folder
}
const appWith = (mediaDir: string) => createApp({ db: database.db, logger: silentLogger, mediaDir })

let photo: Awaited<ReturnType<typeof storeOriginal>>
let logo: Awaited<ReturnType<typeof storeOriginal>>
beforeAll(async () => {
  database = await openTestDatabase()
  const maker = createPictureMaker()
  const subject = {
    slug: 'test-dallah',
    category: 'coffee-and-tea/coffee-tools',
    colour: '#b08d3a',
  }
  // 700 pixels wide: offered at 160, 320, 640 and its own 700.
  photo = await storeOriginal(database.db, await maker.photograph(productShot(subject, 1), 700))
  logo = await storeOriginal(
    database.db,
    await maker.drawing(emblemSvg('test-brand', '#1f4d3a', 400)),
  )
})
afterAll(async () => {
  await database.close()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

const get = (
  app: ReturnType<typeof createApp>,
  path: string,
  headers: Record<string, string> = {},
) => app.request(path, { headers })

describe('picture renditions', () => {
  it('offers AVIF, WebP and the original format at every width up to the original', () => {
    const image = toImage(photo, 'A brass dallah')
    expect(image).toMatchObject({ width: 700, height: 700, alt: 'A brass dallah' })
    expect(image.url).toBe(`/media/${photo.key}/700.jpg`)
    const offered = (type: string) =>
      image.renditions?.filter((r) => r.type === type).map((r) => r.width)
    for (const type of ['image/avif', 'image/webp', 'image/jpeg']) {
      expect(offered(type)).toEqual([160, 320, 640, 700])
    }
    expect(offered('image/png')).toEqual([])
  })

  it('serves each rendition at its width and in its format, cached for good', async () => {
    const app = appWith(await freshFolder())
    for (const [file, type, format] of [
      ['320.avif', 'image/avif', 'heif'],
      ['640.webp', 'image/webp', 'webp'],
      ['160.jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await get(app, `/media/${photo.key}/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(Number(file.split('.')[0]))
      expect(meta.height).toBe(meta.width)
    }
    const etag = (await get(app, `/media/${photo.key}/320.avif`)).headers.get('etag')!
    expect((await get(app, `/media/${photo.key}/320.avif`, { 'if-none-match': etag })).status).toBe(
      304,
    )
  })

  it('makes the same bytes from the same original, and makes them once', async () => {
    const [first, second] = [await freshFolder(), await freshFolder()]
    const path = `/media/${photo.key}/640.avif`
    const a = Buffer.from(await (await get(appWith(first), path)).arrayBuffer())
    const b = Buffer.from(await (await get(appWith(second), path)).arrayBuffer())
    expect(a.length).toBeGreaterThan(1000)
    expect(b.equals(a)).toBe(true)
    // Kept on disk: the store's file is what was served.
    const kept = await readFile(createRenditionStore(first).fileOf(photo.key, 640, 'avif'))
    expect(kept.equals(a)).toBe(true)
  })

  it('keeps serving a rendition it made, without going back to the original', async () => {
    const folder = await freshFolder()
    const spare = await storeOriginal(
      database.db,
      await createPictureMaker().drawing(emblemSvg('spare-brand', '#7a1f2b', 300)),
    )
    const app = appWith(folder)
    expect((await get(app, `/media/${spare.key}/160.webp`)).status).toBe(200)
    await database.db.delete(mediaOriginals).where(eq(mediaOriginals.key, spare.key))
    expect((await get(app, `/media/${spare.key}/160.webp`)).status).toBe(200)
    // What was never made is gone with the original.
    expect((await get(app, `/media/${spare.key}/300.webp`)).status).toBe(404)
  })

  it('refuses a width or a format the picture does not offer, without making it', async () => {
    const folder = await freshFolder()
    const app = appWith(folder)
    for (const width of [500, 960, 1600, 7]) {
      const res = await get(app, `/media/${photo.key}/${width}.avif`, { 'accept-language': 'ar' })
      expect(res.status, String(width)).toBe(400)
      const body = (await res.json()) as { message: string; errors: { width: string[] } }
      expect(body.message).toMatch(/[\u0600-\u06FF]/)
      expect(body.errors.width[0]).toContain('160, 320, 640, 700')
    }
    const png = await get(app, `/media/${photo.key}/640.png`)
    expect(png.status).toBe(400)
    expect(((await png.json()) as { errors: object }).errors).toHaveProperty('format')
    expect((await get(app, `/media/${photo.key}/640.gif`)).status).toBe(400)
    await expect(
      readFile(createRenditionStore(folder).fileOf(photo.key, 500, 'avif')),
    ).rejects.toThrow(/ENOENT/)
  })

  it('answers 404 for a key that names no picture', async () => {
    const res = await get(appWith(await freshFolder()), `/media/${'0'.repeat(32)}/640.avif`)
    expect(res.status).toBe(404)
  })

  it('refuses any path that could lead outside the media folder', async () => {
    const app = appWith(await freshFolder())
    for (const path of [
      `/media/..%2F..%2F..%2Fetc/640.jpg`,
      `/media/${photo.key}/..%2F..%2F..%2Fpackage.json`,
      `/media/${photo.key}/640.avif%2F..%2F..%2F..%2Fconfig.ts`,
      `/media/${photo.key.toUpperCase()}/640.avif`,
      `/media/${photo.key}/0640.avif`,
    ]) {
      const res = await get(app, path)
      expect(res.status, path).toBe(400)
    }
    // Dot segments are resolved with the URL: this one leaves /media altogether.
    expect((await get(app, '/media/%2e%2e/640.jpg')).status).toBe(404)
    const store = createRenditionStore(await freshFolder())
    expect(() => store.fileOf('../../../etc/passwd', 640, 'jpg')).toThrow(MediaPathError)
    expect(() => store.fileOf(photo.key, 640, '../x' as 'jpg')).toThrow(MediaPathError)
    expect(() => store.fileOf(photo.key, -1, 'jpg')).toThrow(MediaPathError)
    expect(store.fileOf(photo.key, 640, 'jpg').startsWith(store.root)).toBe(true)
  })

  it('gives a logo (PNG) its own format as the fallback, and keeps its transparency', async () => {
    const image = toImage(logo, 'Test Brand')
    expect(image.url).toBe(`/media/${logo.key}/400.png`)
    expect(image.renditions?.some((r) => r.type === 'image/jpeg')).toBe(false)
    const app = appWith(await freshFolder())
    for (const file of ['320.png', '320.webp', '320.avif']) {
      const res = await get(app, `/media/${logo.key}/${file}`)
      expect(res.status, file).toBe(200)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect(meta.hasAlpha, file).toBe(true)
    }
    expect((await get(app, `/media/${logo.key}/320.jpg`)).status).toBe(400)
  })
})
