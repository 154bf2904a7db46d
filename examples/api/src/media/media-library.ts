import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { PictureRef } from './image-view.ts'
import type { RenditionStore } from './rendition-store.ts'
import { formatsOffered, makeRendition, type RenditionFormat, widthsOffered } from './renditions.ts'
import { mediaOriginals, type OriginalType } from './schema.ts'

/** Why a rendition cannot be given: no such picture, or not at that width or in that format. */
type RenditionRefusal =
  | { reason: 'unknown' }
  | { reason: 'width'; offered: number[] }
  | { reason: 'format'; offered: RenditionFormat[] }

export type RenditionAnswer = { bytes: Buffer } | RenditionRefusal

/** At most this many renditions are made at once; more wait their turn (each takes a core). */
const MAKING_AT_ONCE = 2

/**
 * The shop's pictures: originals kept in the database, renditions made from them on first
 * request and kept in the store for every later one.
 */
export function createMediaLibrary(
  db: Database,
  store: RenditionStore,
  { onStoreError = () => {} }: { onStoreError?: (error: Error) => void } = {},
) {
  const making = new Map<string, Promise<RenditionAnswer>>()
  let busy = 0
  const queue: (() => void)[] = []
  const turn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= MAKING_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve))
    busy += 1
    try {
      return await work()
    } finally {
      busy -= 1
      queue.shift()?.()
    }
  }

  const make = async (
    key: string,
    width: number,
    format: RenditionFormat,
  ): Promise<RenditionAnswer> => {
    const [original] = await db
      .select({
        type: mediaOriginals.contentType,
        width: mediaOriginals.width,
        bytes: mediaOriginals.bytes,
      })
      .from(mediaOriginals)
      .where(eq(mediaOriginals.key, key))
    if (!original) return { reason: 'unknown' }
    const widths = widthsOffered(original.width)
    if (!widths.includes(width)) return { reason: 'width', offered: widths }
    const formats = formatsOffered(original.type)
    if (!formats.includes(format)) return { reason: 'format', offered: formats }
    const bytes = await turn(() => makeRendition(original.bytes, width, format))
    // A full or read-only disk costs a remaking next time, not the picture now.
    await store.write(key, width, format, bytes).catch(onStoreError)
    return { bytes }
  }

  return {
    /**
     * A rendition's bytes: from the store when made before, else made now (once, however many
     * ask at the same time). Refused, without making anything, for a width or format not offered.
     */
    async rendition(key: string, width: number, format: RenditionFormat): Promise<RenditionAnswer> {
      const kept = await store.read(key, width, format)
      if (kept) return { bytes: kept }
      const name = `${key}/${width}.${format}`
      let answer = making.get(name)
      if (!answer) {
        answer = make(key, width, format).finally(() => making.delete(name))
        making.set(name, answer)
      }
      return answer
    },
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>

/** The key of a picture: the first 128 bits of its bytes' SHA-256, in hex. */
const mediaKeyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32)

/** Keeps an original (once: the same bytes are the same row) and answers its reference. */
export async function storeOriginal(
  db: Pick<Database, 'insert'>,
  picture: { bytes: Buffer; contentType: OriginalType; width: number; height: number },
): Promise<PictureRef> {
  const key = mediaKeyOf(picture.bytes)
  await db
    .insert(mediaOriginals)
    .values({ key, ...picture })
    .onConflictDoNothing({ target: mediaOriginals.key })
  return { key, width: picture.width, height: picture.height, type: picture.contentType }
}
