import { sql } from 'kysely'
import { RateLimiterRes } from './flexible'
import type { RawBuilder } from 'kysely'
import type { RateLimiterPostgres } from 'rate-limiter-flexible'

/** One limiter and the key it counts in this request. */
export interface GateKey {
  limiter: RateLimiterPostgres
  key: string
}

/** A key after one point was taken from it. */
export interface Counted {
  key: GateKey
  /** The point was refused: the key had used up its points (per the database or memory). */
  refused: boolean
  /** No point is left: this one was refused, or it was the last. */
  usedUp: boolean
  /** Points taken in the key's window, this one included (all of them once refused). */
  consumed: number
  /** Milliseconds until the key's window ends. */
  retryAfterMs: number
}

/** The key as stored in the `rate_limits` table (the limiter's prefix and the key). */
export const storeKey = ({ limiter, key }: GateKey): string => limiter.getKey(key)

/** The library's in-memory block (public, though its typings leave it out). */
const inMemoryBlockMs = (gateKey: GateKey): number =>
  (
    gateKey.limiter as unknown as { getInMemoryBlockMsBeforeExpire: (key: string) => number }
  ).getInMemoryBlockMsBeforeExpire(storeKey(gateKey))

/**
 * Milliseconds until the longest block this process knows of among `keys` ends, 0 for none:
 * the check in front of work whose failures alone count (no database round trip; another
 * instance's count is learned at this process's next failure).
 */
export const blockedInMemory = (keys: GateKey[]): number =>
  keys.reduce((wait, key) => Math.max(wait, inMemoryBlockMs(key)), 0)

/** What a limiter's store answered for a key, as `Counted`. */
const settle = async (key: GateKey, taken: Promise<RateLimiterRes>): Promise<Counted> => {
  try {
    const result = await taken
    const usedUp = result.consumedPoints >= key.limiter.points
    return {
      key,
      refused: false,
      usedUp,
      consumed: result.consumedPoints,
      retryAfterMs: result.msBeforeNext,
    }
  } catch (error: unknown) {
    if (!(error instanceof RateLimiterRes)) throw error
    return {
      key,
      refused: true,
      usedUp: true,
      consumed: key.limiter.points,
      retryAfterMs: error.msBeforeNext,
    }
  }
}

/**
 * Takes one point from each key, in parallel, one atomic statement each (parallel requests
 * can never take more points than a key has), or none at all for a key blocked in memory.
 */
export const count = (keys: GateKey[]): Promise<Counted[]> =>
  Promise.all(keys.map((key) => settle(key, key.limiter.consume(key.key))))

/** The `rate_limits` row after a point was taken in a statement of the caller's (`takePointSql`). */
export interface StoredPoint {
  points: number
  /** Epoch milliseconds (`bigint`, as the driver answers it), null for a window without end. */
  expire: string | number | null
}

/**
 * SQL taking one point from `key`, answering its row (`points`, `expire`): the limiter's own
 * upsert (`RateLimiterPostgres`), for a caller that runs it inside a statement of its own, as a
 * `with` query, instead of a round trip of its own. Check `blockedInMemory` first, and hand the
 * row to `countStoredPoint`.
 */
export const takePointSql = (key: GateKey): RawBuilder<StoredPoint> => {
  const now = Date.now()
  const expire = key.limiter.msDuration > 0 ? now + key.limiter.msDuration : null
  return sql<StoredPoint>`insert into rate_limits values (${storeKey(key)}, 1, ${expire})
    on conflict (key) do update set
      points = case when rate_limits.expire <= ${now} then 1 else rate_limits.points + 1 end,
      expire = case when rate_limits.expire <= ${now} then ${expire} else rate_limits.expire end
    returning points, expire`
}

/** The limiter's steps after its store took a point (its in-memory block when refused). */
interface AfterConsume {
  _afterConsume: (
    resolve: (result: RateLimiterRes) => void,
    reject: (result: unknown) => void,
    storeKey: string,
    changedPoints: number,
    storeResult: { rows: StoredPoint[] },
  ) => void
}

/**
 * Counts a point `takePointSql` took exactly as `count` counts one: refused past the limiter's
 * points, and then refused from memory until the window ends.
 */
export const countStoredPoint = (key: GateKey, point: StoredPoint): Promise<Counted> => {
  const limiter = key.limiter as unknown as AfterConsume
  const taken = new Promise<RateLimiterRes>((resolve, reject) =>
    limiter._afterConsume(resolve, reject, storeKey(key), 1, { rows: [point] }),
  )
  return settle(key, taken)
}

/** Gives back the point taken from each key (the work it guarded succeeded). */
export const giveBack = async (keys: GateKey[]): Promise<void> => {
  await Promise.all(keys.map(({ limiter, key }) => limiter.reward(key)))
}

/** The longest wait among `counted` that `pick` selects (at least 1 ms), or 0 for none. */
export const longestWait = (counted: Counted[], pick: (entry: Counted) => boolean): number =>
  counted.reduce((wait, entry) => (pick(entry) ? Math.max(wait, entry.retryAfterMs, 1) : wait), 0)
