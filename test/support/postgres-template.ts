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

/**
 * The run's id in its copies' names (`FOYER_TEST_RUN_ID`, set by the run's global setup, which
 * drops at its end what is left of them: `dropRunCopies`).
 */
const runId = () => process.env.FOYER_TEST_RUN_ID

const dropDatabase = (url: string, name: string) =>
  withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
    () => undefined,
  )

/** This process's drops of the run's copies, one after another, behind its tests. */
let dropping = Promise.resolve()

/** A new database copied from `template` on the cluster of `url`: its address, and a drop. */
export const copyOfTemplate = async (
  url: string,
  template: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const run = runId()
  const name = `${prefix}_${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    url: urlOf(url, name),
    // Dropping a database takes about a second here, mostly the disk deleting its files: in a run,
    // a file does not wait for it. The drops go on behind the next files' tests, one at a time,
    // and the run's end drops what they did not reach.
    drop: run
      ? () => {
          dropping = dropping.then(() => dropDatabase(url, name)).catch(() => undefined)
          return Promise.resolve()
        }
      : () => dropDatabase(url, name),
  }
}

/** The next copy of each template and prefix, made while this process's current file runs. */
const spares = new Map<string, ReturnType<typeof copyOfTemplate>>()

/**
 * A copy of `template` made ahead (in a run): a test waits for its copy only when it asks for two
 * at once. Making one took about half a second on a disk here, which then overlaps a file's tests
 * (the modules of a worker, and so this map, live from file to file). Taking a copy starts the next.
 */
export const takeCopyOfTemplate = (url: string, template: string, prefix: string) => {
  // Outside a run nothing would drop a spare left over.
  if (!runId()) return copyOfTemplate(url, template, prefix)
  const key = `${url} ${template} ${prefix}`
  const taken = spares.get(key) ?? copyOfTemplate(url, template, prefix)
  const next = copyOfTemplate(url, template, prefix)
  // A spare nobody takes is dropped with the run's copies; a failure shows when it is taken.
  next.catch(() => undefined)
  spares.set(key, next)
  return taken
}

/** Drops what is left of the run `run`'s copies (`${prefix}_${run}_…`) on the cluster of `url`. */
export const dropRunCopies = (url: string, run: string): Promise<void> =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`%\\_${run}\\_%`],
    )
    for (const { datname } of rows) await dropDatabase(url, datname)
  })
