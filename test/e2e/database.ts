import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'

/**
 * The end-to-end servers' PostgreSQL databases, when the run has PostgreSQL
 * (`FOYER_TEST_DATABASE_URL`, as CI does): one migrated template for the run (`global-setup.ts`),
 * and a copy of it for each server (`CREATE DATABASE … TEMPLATE`, a fraction of a second), where
 * PGlite runs every statement in WebAssembly inside the server process (a quarter of the suite's
 * CPU time was the servers'). Without PostgreSQL, and for the files that test PGlite's own paths,
 * the servers run on copies of a PGlite directory (`data-dir.ts`).
 */
const adminUrl = () => process.env.FOYER_TEST_DATABASE_URL

const withAdmin = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
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

/** Creates and migrates the run's template; answers a function that drops it (none without PostgreSQL). */
export async function createPostgresTemplate(): Promise<(() => Promise<void>) | undefined> {
  const url = adminUrl()
  if (!url) return undefined
  const name = `foyer_e2e_template_${randomBytes(4).toString('hex')}`
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${name}`))
  const db = await createDatabase({ kind: 'postgres', url: urlOf(url, name) })
  await migrateToLatest(db)
  await db.destroy()
  process.env.FOYER_E2E_POSTGRES_TEMPLATE = name
  return () =>
    withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
      () => undefined,
    )
}

/** A server's own copy of the template, and a function that drops it; none without PostgreSQL. */
export async function freshPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const url = adminUrl()
  const template = process.env.FOYER_E2E_POSTGRES_TEMPLATE
  if (!url || !template) return undefined
  const name = `foyer_e2e_${randomBytes(6).toString('hex')}`
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    url: urlOf(url, name),
    drop: () =>
      withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  }
}
