import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Migrator, sql } from 'kysely'
import type { Db } from './database'
import type { Migration, MigrationProvider } from 'kysely'

/** The folder every migration lives in, beside this file (not relative to the working directory). */
const migrationsFolder = new URL('./migrations/', import.meta.url)

/**
 * `0004-audits.ts` (`.js` compiled, `scripts/build-server.ts`): the name before the extension is what
 * `kysely_migration` records, so never rename one.
 */
const migrationFile = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.[tj]s$/

const isMigration = (value: unknown): value is Migration =>
  typeof value === 'object' && value !== null && typeof (value as Migration).up === 'function'

/**
 * The migrations of a folder, each file default-exporting one, keyed and sorted by file name: a
 * new migration is a new file and no list to edit. Kysely's own `FileMigrationProvider` reads a
 * folder too, but it imports from inside node_modules, where vitest's transform (and so .ts) does
 * not reach, and it skips a file that exports no migration where this one refuses to start.
 */
export const folderMigrations = (folder: URL = migrationsFolder): MigrationProvider => ({
  async getMigrations() {
    const migrations: Record<string, Migration> = {}
    for (const name of await migrationFiles(folder)) {
      // A file URL, not a path: import() takes URLs, and a bare absolute path is not one on Windows.
      const module: { default?: unknown } = await import(new URL(name, folder).href)
      if (!isMigration(module.default)) {
        throw new Error(`Migration file ${name} does not default-export a migration ({ up, down })`)
      }
      migrations[migrationName(name)] = module.default
    }
    return migrations
  },
})

/** The name `kysely_migration` records for a file: its name without the extension. */
const migrationName = (file: string) => file.slice(0, -'.ts'.length)

/** The migration files of a folder, sorted; throws for a misnamed file or a shared number. */
const migrationFiles = async (folder: URL): Promise<string[]> => {
  const names = (await readdir(fileURLToPath(folder)))
    .filter((name) => (name.endsWith('.ts') && !name.endsWith('.d.ts')) || name.endsWith('.js'))
    .sort()
  const numbers = new Map<string, string>()
  for (const name of names) {
    const number = migrationFile.exec(name)?.[1]
    if (number === undefined) {
      throw new Error(`Migration file ${name} is not named 0000-lower-case-words.ts`)
    }
    const other = numbers.get(number)
    if (other !== undefined) throw new Error(`Migrations ${other} and ${name} share a number`)
    numbers.set(number, name)
  }
  return names
}

/**
 * Whether the database has run exactly the folder's migrations, read in one query: then no
 * migration module is loaded at start (60-odd modules, a migration lock and a transaction
 * saved). A database without the migrations table, or one that lacks or has more, is not.
 */
const schemaIsCurrent = async (db: Db, files: string[]): Promise<boolean> => {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db).then(
    (result) => result.rows.map((row) => row.name).sort(),
    () => undefined,
  )
  return (
    applied !== undefined &&
    applied.length === files.length &&
    files.every((file, index) => migrationName(file) === applied[index])
  )
}

/** Brings the schema up to date; throws with the failing migration's error. */
export const migrateToLatest = async (db: Db, folder: URL = migrationsFolder): Promise<void> => {
  if (await schemaIsCurrent(db, await migrationFiles(folder))) return
  const migrator = new Migrator({ db, provider: folderMigrations(folder) })
  const { error, results } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error })
  }
}
