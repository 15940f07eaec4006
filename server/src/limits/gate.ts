import { sql } from 'kysely'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimitTable } from './store'
import type { Db } from '../db/database'
import type { RateLimiterPostgres } from 'rate-limiter-flexible'

/** One limiter and the key it counts in this request. */
export interface GateKey {
  limiter: RateLimiterPostgres
  key: string
}

/** A key that has used up its points, and how long until it may go on (milliseconds). */
export interface BlockedKey {
  key: GateKey
  retryAfterMs: number
}

const storeKey = ({ limiter, key }: GateKey) => limiter.getKey(key)

/** The library's in-memory block (public, though its typings leave it out). */
const inMemoryBlockMs = ({ limiter, key }: GateKey): number =>
  (
    limiter as unknown as { getInMemoryBlockMsBeforeExpire: (key: string) => number }
  ).getInMemoryBlockMsBeforeExpire(limiter.getKey(key))

/**
 * Reads, in one statement, which of `keys` have used up their points, without counting
 * anything: the gate in front of work that is counted only when it fails (a wrong password).
 * Keys this process saw use up their points answer from memory without asking the database.
 */
export const readGate = async (db: Db, keys: GateKey[]): Promise<BlockedKey[]> => {
  const blocked: BlockedKey[] = []
  const unknown: GateKey[] = []
  for (const key of keys) {
    const retryAfterMs = inMemoryBlockMs(key)
    if (retryAfterMs > 0) blocked.push({ key, retryAfterMs })
    else unknown.push(key)
  }
  if (unknown.length === 0) return blocked
  const now = Date.now()
  const { rows } = await sql<{ key: string; points: number; expire: string | number | null }>`
    select key, points, expire from ${sql.table(rateLimitTable)}
    where key in (${sql.join(unknown.map(storeKey))})`.execute(db)
  for (const key of unknown) {
    const row = rows.find((candidate) => candidate.key === storeKey(key))
    const expire = row?.expire === null || row === undefined ? 0 : Number(row.expire)
    if (row && expire > now && row.points >= key.limiter.points) {
      blocked.push({ key, retryAfterMs: expire - now })
    }
  }
  return blocked
}

/**
 * Counts one point on each key (in parallel, one statement each). Answers how long to wait
 * (milliseconds) for a key that has now used up its points, or 0 when every key has points
 * left. With `refuseOver`, only a key counted past its points makes the answer non-zero: the
 * count itself is what is refused (a send); without it, using up the last point is enough (the
 * next failure is the one refused).
 */
export const countAgainst = async (
  keys: GateKey[],
  options: { refuseOver?: boolean } = {},
): Promise<number> => {
  const results = await Promise.all(
    keys.map(({ limiter, key }) =>
      limiter.consume(key).catch((error: unknown) => {
        if (error instanceof RateLimiterRes) return error
        throw error
      }),
    ),
  )
  let wait = 0
  results.forEach((result, index) => {
    const points = keys[index]?.limiter.points ?? 0
    const over = options.refuseOver
      ? result.consumedPoints > points
      : result.consumedPoints >= points
    if (over) wait = Math.max(wait, result.msBeforeNext, 1)
  })
  return wait
}
