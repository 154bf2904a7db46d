import { join } from 'node:path'
import type { Database } from '../db/connect.ts'
import { createPictureMaker } from './picture-maker.ts'
import { seedPictures } from './seed-pictures.ts'

/**
 * Photographs what the seed shop has no picture of yet, saying how far it got: the first start
 * on a machine takes a minute or so; later ones find the photographs kept under `mediaDir`.
 */
export async function seedPicturesOnStart(db: Database, mediaDir: string): Promise<number> {
  let told = 0
  const made = await seedPictures(db, {
    maker: createPictureMaker({ cacheDir: join(mediaDir, 'seed-photographs') }),
    onProgress: (done, total) => {
      if (done === total || Date.now() - told > 5000) {
        told = Date.now()
        console.log(`Pictures of the seed shop: ${done} of ${total}`)
      }
    },
  })
  return made
}
