import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'

/**
 * Migrated PostgreSQL databases for tests, copied from one template (`CREATE DATABASE … TEMPLATE`:
 * a fraction of a second where migrating takes seconds): the server suite's database per file
 * (`test/server/helpers.ts`) and the end-to-end suite's per server (`test/e2e/start-foyer.ts`).
 * Imports the database layer only, not the server's app.
 */

/** Files whose change makes a new template (and a new PGlite template in `test/server/helpers.ts`). */
const templateSources = [
  'server/src/db/migrations',
  'server/src/db/seed.ts',
  'server/src/permissions/catalogue.ts',
  'src/wire/permissions.ts',
  'test/server/helpers.ts',
  'test/support/postgres-template.ts',
]

/** A hash of the template's sources: a changed or renamed migration makes a new template. */
export const templateKey = async () => {
  const hash = createHash('sha256')
  for (const source of templateSources) {
    const info = await stat(source)
    const files = info.isDirectory()
      ? (await readdir(source)).sort().map((name) => join(source, name))
      : [source]
    // The name too: the migrator records a migration under its file name, so a renamed one is new.
    for (const file of files) hash.update(file).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const urlOf = (url: string, name: string) => {
  const database = new URL(url)
  database.pathname = `/${name}`
  return database.toString()
}

/**
 * The migrated database (not seeded: each copy seeds its own, so its tenant, admin, roles and keys
 * have ids of their own) that copies come from, on the cluster of `url`. The first process to need
 * it builds it under an advisory lock; its name carries the template key, so the server suite and a
 * later end-to-end run of the same sources share it.
 */
export const postgresTemplate = (url: string): Promise<string> =>
  withClient(url, async (client) => {
    const name = `foyer_template_${await templateKey()}`
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (found.rowCount === 0) {
        const building = `${name}_${randomBytes(4).toString('hex')}`
        await client.query(`CREATE DATABASE ${building}`)
        const db = await createDatabase({ kind: 'postgres', url: urlOf(url, building) })
        await migrateToLatest(db)
        await db.destroy()
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      }
      return name
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    }
  })

/** A new database copied from `template` on the cluster of `url`: its address, and a drop. */
export const copyOfTemplate = async (
  url: string,
  template: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    url: urlOf(url, name),
    drop: () =>
      withClient(url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  }
}
