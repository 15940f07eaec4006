import { CompiledQuery } from 'kysely'
import { RateLimiterMemory, RateLimiterPostgres } from './flexible'
import type { Db } from '../db/database'
import type { RateLimit } from './settings'

/** The table of migration 0003 that every limiter shares, each under its own key prefix. */
export const rateLimitTable = 'rate_limits'

/**
 * The client RateLimiterPostgres needs (`query({ text, values })` answering `rows` and
 * `rowCount`), over our Kysely connection, so the same store works on a PostgreSQL pool and on
 * embedded PGlite.
 */
export const kyselyStoreClient = (db: Db) => ({
  query: async (query: { text: string; values?: unknown[] }) => {
    const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []))
    return { rows: result.rows, rowCount: result.rows.length }
  },
})

/**
 * A limiter counting in the database, so every server instance shares the count. Memory is only
 * a cache: a key that used up its points is refused from memory until its window ends
 * (`inMemoryBlockOnConsumed`), and when the database fails the count goes on in memory
 * (`insuranceLimiter`) rather than refusing everyone or letting everyone through.
 */
export const createDbLimiter = (
  db: Db,
  keyPrefix: string,
  limit: RateLimit,
  options: {
    sweeper?: boolean
    /**
     * When memory starts refusing a key: once its last point is taken (`usedUp`, for counts of
     * failures), or once a point is refused (`refused`, for points taken up front and given
     * back on success, where taking the last point says nothing yet).
     */
    cacheBlock?: 'usedUp' | 'refused'
  } = {},
): RateLimiterPostgres =>
  new RateLimiterPostgres({
    storeClient: kyselyStoreClient(db),
    storeType: 'kysely',
    tableName: rateLimitTable,
    tableCreated: true,
    // Expired rows of the shared table are swept by one limiter only.
    clearExpiredByTimeout: options.sweeper ?? false,
    keyPrefix,
    points: limit.points,
    duration: limit.seconds,
    inMemoryBlockOnConsumed: options.cacheBlock === 'refused' ? limit.points + 1 : limit.points,
    insuranceLimiter: new RateLimiterMemory({
      keyPrefix,
      points: limit.points,
      duration: limit.seconds,
    }),
  })
