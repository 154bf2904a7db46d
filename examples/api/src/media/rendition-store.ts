import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { RENDITIONS_VERSION, type RenditionFormat } from './renditions.ts'

/** A name that could lead outside the media folder, or is no rendition's. */
export class MediaPathError extends Error {
  override name = 'MediaPathError'
}

const KEY = /^[0-9a-f]{32}$/

export const isMediaKey = (key: string) => KEY.test(key)

/**
 * Renditions kept on disk, made once: `{dir}/{version}/{key[0..2]}/{key}/{width}.{format}`. A file
 * is written aside and renamed into place, so a reader never sees half of one, and two replicas
 * sharing the folder can write the same file without harm (the bytes are the same).
 */
export function createRenditionStore(dir: string) {
  const root = resolve(dir)

  /** The file of a rendition; throws MediaPathError for anything but a key, a width and a format. */
  const fileOf = (key: string, width: number, format: RenditionFormat) => {
    if (
      !isMediaKey(key) ||
      !Number.isSafeInteger(width) ||
      width <= 0 ||
      !/^[a-z]+$/.test(format)
    ) {
      throw new MediaPathError(`Not a rendition: ${JSON.stringify([key, width, format])}`)
    }
    const file = resolve(root, RENDITIONS_VERSION, key.slice(0, 2), key, `${width}.${format}`)
    // Belt and braces: whatever the checks above let through, nothing is read outside the folder.
    if (!file.startsWith(root + sep)) throw new MediaPathError(`Outside the media folder: ${file}`)
    return file
  }

  return {
    root,
    fileOf,
    async read(key: string, width: number, format: RenditionFormat): Promise<Buffer | null> {
      try {
        return await readFile(fileOf(key, width, format))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async write(key: string, width: number, format: RenditionFormat, bytes: Buffer) {
      const file = fileOf(key, width, format)
      await mkdir(join(file, '..'), { recursive: true })
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`
      await writeFile(partial, bytes)
      await rename(partial, file)
    },
  }
}

export type RenditionStore = ReturnType<typeof createRenditionStore>
