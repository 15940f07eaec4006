import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely'
import type { PGlite } from '@electric-sql/pglite'
import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely'

/**
 * The one connection to an embedded PGlite. PGlite is single-session, so a connection is
 * handed to one user at a time: a transaction holds it from BEGIN to COMMIT and queries
 * from elsewhere wait, which serialises transactions.
 */
class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    if (result.affectedRows === undefined || /^\s*select\b/i.test(compiledQuery.sql)) {
      return { rows: result.rows }
    }
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PGlite dialect does not stream query results')
  }
}

/** A driver over one PGlite instance with a FIFO lock around its single connection. */
class PGliteDriver implements Driver {
  readonly #pglite: PGlite
  readonly #connection: PGliteConnection
  #queue: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  constructor(pglite: PGlite) {
    this.#pglite = pglite
    this.#connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue
    let release: () => void = () => undefined
    this.#queue = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    this.#release = release
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    const access = settings.accessMode ? ` ${settings.accessMode}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`))
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async destroy(): Promise<void> {
    await this.#queue
    if (!this.#pglite.closed) await this.#pglite.close()
  }
}

/** Kysely dialect for PGlite 0.5: PostgreSQL's adapter, compiler and introspector over our driver. */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}
