// `pnpm --filter ./examples/api seed`: empties the database named by the environment and seeds it.
import { loadConfigOrExit } from '../config.ts'
import { seedPicturesOnStart } from '../media/seed-on-start.ts'
import { openDatabase } from './connect.ts'
import { seedCatalogue, wipe } from './seed.ts'

const config = loadConfigOrExit(process.env)
const database = await openDatabase(config.database).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`)
  process.exit(1)
})
try {
  await database.migrate()
  await wipe(database.db)
  const added = await seedCatalogue(database.db)
  await seedPicturesOnStart(database.db, config.mediaDir)
  console.log(`Reseeded ${database.description} with ${added} products`)
} finally {
  await database.close()
}
