import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely'
import type { Database, Db } from '../../server/src/db/database'
import type { DatabaseConnection, Driver, QueryResult } from 'kysely'

/** Statements a counting handle sent, in order (transaction control included: each is a round trip). */
export interface StatementLog {
  statements: string[]
  /** Forgets what was counted so far. */
  reset: () => void
}

/**
 * A connection of `db` lent for as long as the counting driver holds it: `provideConnection` lends
 * one for the span of a callback, which here ends when the driver releases it.
 */
const borrow = (db: Db) =>
  new Promise<{ connection: DatabaseConnection; release: () => void }>((lent, failed) => {
    db.getExecutor()
      .provideConnection(
        (connection) =>
          new Promise<void>((released) => lent({ connection, release: () => released() })),
      )
      .catch(failed)
  })

/**
 * A handle on the same database as `db` (same pool, same PGlite or PostgreSQL) that records every
 * statement it sends, BEGIN and COMMIT included, so a test can assert a route's round trips.
 */
export const countingDb = (db: Db): { db: Db; log: StatementLog } => {
  const log: StatementLog = {
    statements: [],
    reset: () => {
      log.statements.length = 0
    },
  }
  const releases = new WeakMap<DatabaseConnection, () => void>()
  const run = (connection: DatabaseConnection, query: CompiledQuery) => {
    log.statements.push(query.sql.replace(/\s+/g, ' ').trim())
    return connection.executeQuery(query)
  }
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => {
      const { connection, release } = await borrow(db)
      const counted: DatabaseConnection = {
        executeQuery: <R>(query: CompiledQuery) =>
          run(connection, query) as Promise<QueryResult<R>>,
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      }
      releases.set(counted, release)
      return counted
    },
    beginTransaction: async (connection, settings) => {
      const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
      await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`))
    },
    commitTransaction: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('commit'))
    },
    rollbackTransaction: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('rollback'))
    },
    releaseConnection: async (connection) => releases.get(connection)?.(),
    destroy: async () => undefined,
  }
  const counting = new Kysely<Database>({
    dialect: {
      createDriver: () => driver,
      createAdapter: () => new PostgresAdapter(),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (handle) => new PostgresIntrospector(handle),
    },
  })
  return { db: counting, log }
}
