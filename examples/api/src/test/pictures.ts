import type { Database } from '../db/connect.ts'
import { createPictureMaker } from '../media/picture-maker.ts'
import { seedPictures } from '../media/seed-pictures.ts'

/**
 * The seed shop's pictures as the server makes them, only smaller (240 pixels wide): a test file
 * photographs the whole catalogue in seconds. Renditions then come at 160 and 240 pixels.
 */
export const seedTestPictures = (db: Database) =>
  seedPictures(db, { maker: createPictureMaker(), size: 240 })
