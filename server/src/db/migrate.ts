import { Migrator } from 'kysely'
import { migrations } from './migrations/index'
import type { Db } from './database'

/** Brings the schema up to date; throws with the failing migration's error. */
export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error })
  }
}
