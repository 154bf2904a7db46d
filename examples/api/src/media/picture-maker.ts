import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import type { Shot } from './scenes/shot.ts'
import { type SetKey, setName, setScene } from './scenes/studio.ts'

/** A seed picture as it is stored: the original's bytes and what they are. */
export interface MadePicture {
  bytes: Buffer
  contentType: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

export interface PictureMaker {
  /** A photograph (JPEG) of the shot, `pixelWidth` pixels wide. */
  photograph(shot: Shot, pixelWidth: number): Promise<MadePicture>
  /** A drawing (PNG, transparent where the drawing is) of an SVG document. */
  drawing(svg: string): Promise<MadePicture>
}

// Changing how pictures are made changes this, so a cache never answers an older making.
const MAKING = 'seed-pictures-1'
const JPEG = { quality: 82 } as const

/**
 * Takes the seed's photographs with sharp: each set is drawn once per size and shared (mirrored
 * when the light comes from the right), the things on it are drawn over it.
 *
 * Drawing a few hundred photographs takes a minute or more, so with a `cacheDir` each result is
 * kept under the hash of everything that went into it: the same scene is drawn once per machine.
 */
export function createPictureMaker({ cacheDir = null }: { cacheDir?: string | null } = {}) {
  const sets = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>()

  const setPixels = (set: SetKey, pixelWidth: number, mirrored: boolean) => {
    const name = `${setName(set)}@${pixelWidth}${mirrored ? '-mirrored' : ''}`
    let pixels = sets.get(name)
    if (!pixels) {
      pixels = sharp(Buffer.from(setScene(set, pixelWidth)))
        .flop(mirrored)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      sets.set(name, pixels)
    }
    return pixels
  }

  const cached = async (
    key: string,
    extension: 'jpg' | 'png',
    make: () => Promise<Buffer>,
  ): Promise<Buffer> => {
    if (!cacheDir) return make()
    const file = join(
      cacheDir,
      `${createHash('sha256').update(MAKING).update(key).digest('hex')}.${extension}`,
    )
    try {
      return await readFile(file)
    } catch {
      const bytes = await make()
      await mkdir(cacheDir, { recursive: true })
      // Written aside then renamed: another process never reads half a file.
      const partial = `${file}.${process.pid}.part`
      await writeFile(partial, bytes)
      await rename(partial, file)
      return bytes
    }
  }

  const photograph = async (shot: Shot, pixelWidth: number): Promise<MadePicture> => {
    const layer = shot.layer(pixelWidth)
    const height = Math.round((pixelWidth * shot.set.height) / shot.set.width)
    const key = JSON.stringify([setName(shot.set), shot.light, shot.zoom, pixelWidth, layer])
    const bytes = await cached(key, 'jpg', async () => {
      const { data, info } = await setPixels(shot.set, pixelWidth, shot.light === 1)
      let set = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      if (shot.zoom) {
        // The set seen enlarged around the zoomed point, out of focus as behind a close-up.
        const { factor, x, y } = shot.zoom
        const scale = pixelWidth / shot.set.width
        const w = Math.round(info.width / factor)
        const h = Math.round(info.height / factor)
        const left = clamp(Math.round(x * scale - w / 2), 0, info.width - w)
        const top = clamp(Math.round(y * scale - h / 2), 0, info.height - h)
        const enlarged = await set
          .extract({ left, top, width: w, height: h })
          .resize(info.width, info.height)
          .blur(6)
          .raw()
          .toBuffer()
        set = sharp(enlarged, { raw: { width: info.width, height: info.height, channels: 3 } })
      }
      return set
        .composite([{ input: Buffer.from(layer) }])
        .jpeg(JPEG)
        .toBuffer()
    })
    return { bytes, contentType: 'image/jpeg', width: pixelWidth, height }
  }

  const drawing = async (svg: string): Promise<MadePicture> => {
    const bytes = await cached(svg, 'png', () =>
      sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer(),
    )
    const { width = 0, height = 0 } = await sharp(bytes).metadata()
    return { bytes, contentType: 'image/png', width, height }
  }

  return { photograph, drawing } satisfies PictureMaker
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
