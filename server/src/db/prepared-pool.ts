import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'

/** How many distinct statement texts get a name; later ones run unnamed, as before. */
const maxNamedStatements = 500

/**
 * Wraps a pg pool for Kysely so that each statement text runs as a named prepared statement:
 * PostgreSQL parses and plans it once per connection instead of on every request. The queries
 * and their results are unchanged. Texts beyond `maxNamedStatements` (queries whose text varies,
 * e.g. `in (…)` lists of many lengths) run unnamed, so a connection keeps a bounded set.
 */
export const preparedStatementPool = (pool: pg.Pool): PostgresPool => {
  const names = new Map<string, string>()
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text)
    if (name === undefined && names.size < maxNamedStatements) {
      name = `foyer_${names.size}`
      names.set(text, name)
    }
    return name
  }
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect()
      const query = (text: string, values: ReadonlyArray<unknown>) => {
        const name = nameOf(text)
        const config = { text, values: [...values] }
        return client.query(name === undefined ? config : { ...config, name })
      }
      // Kysely's client type also lists a cursor overload, which only `stream()` uses (we don't).
      return { query, release: () => client.release() } as unknown as PostgresPoolClient
    },
    end: () => pool.end(),
  }
}
