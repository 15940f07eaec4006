import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect'
import { preparedStatementPool } from './prepared-pool'
import type { Database, Db } from './database'
import type { PGlite } from '@electric-sql/pglite'

/** Where the database lives: PostgreSQL by URL, PGlite in a directory, or PGlite in memory. */
export type DatabaseTarget =
  | {
      kind: 'postgres'
      url: string
      maxConnections?: number
      /**
       * Named prepared statements (default on; `prepared-pool.ts`). Off for a pooler that cannot
       * keep them across transactions (PgBouncer before 1.21 in transaction mode).
       */
      preparedStatements?: boolean
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; loadDataDir?: Blob }

/**
 * The server's own PGlite runs with 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite
 * touches all of them at start, so they were resident for good (idle RSS 300 → 170 MB for the
 * database alone), and one embedded server's working set fits. Start parameters, not
 * postgresql.conf: the data directory is left as it was.
 */
const serverStartParams = (defaults: string[]) => [...defaults, '-c', 'shared_buffers=16MB']

/** Opens the database and checks that it answers; throws when it cannot be reached. */
export const createDatabase = async (target: DatabaseTarget): Promise<Db> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      connectionTimeoutMillis: 10_000,
    })
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined)
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: target.preparedStatements === false ? pool : preparedStatementPool(pool),
      }),
    })
    try {
      const client = await pool.connect()
      client.release()
    } catch (error) {
      await pool.end().catch(() => undefined)
      throw error
    }
    return db
  }
  // PGlite (its WebAssembly PostgreSQL) is loaded only when it is the database.
  const { PGlite } = await import('@electric-sql/pglite')
  let pglite: PGlite
  if (target.kind === 'pglite') {
    const dataDir = resolve(target.dataDir)
    await mkdir(dataDir, { recursive: true })
    pglite = await PGlite.create(dataDir, {
      startParams: serverStartParams(PGlite.defaultStartParams),
    })
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {})
  }
  return wrapPGlite(pglite)
}

/** A Kysely instance over an open PGlite; destroying it closes the PGlite. */
export const wrapPGlite = (pglite: PGlite): Db =>
  new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
