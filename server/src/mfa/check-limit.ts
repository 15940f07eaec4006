import { sql } from 'kysely'
import { tooManyRequests } from '../limits/too-many'
import type { Db } from '../db/database'
import type { Context } from 'hono'

/** Codes a signed-in user may try (removing a factor) in one window. */
export const maxChecks = 5

/** The window after the first try of a series, after which the tries count again from zero. */
export const checkWindowMs = 15 * 60 * 1000

/**
 * Takes one try before a signed-in user's code is checked, in one conditional statement, so a
 * stolen session cannot guess its way to removing the second factor: 5 tries per 15 minutes
 * (a right code gives them back). Throws the 429 when none is left.
 */
export const takeCheck = async (c: Context, db: Db, userId: string, now: Date): Promise<void> => {
  const windowStart = new Date(now.getTime() - checkWindowMs)
  await db
    .insertInto('user_mfa_state')
    .values({ user_id: userId, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute()
  await db
    .updateTable('user_mfa_state')
    .set({ failed_checks: 0, failed_since: null })
    .where('user_id', '=', userId)
    .where('failed_since', '<', windowStart)
    .execute()
  const taken = await db
    .updateTable('user_mfa_state')
    .set({
      failed_checks: sql<number>`failed_checks + 1`,
      failed_since: sql<Date>`coalesce(failed_since, ${now})`,
    })
    .where('user_id', '=', userId)
    .where('failed_checks', '<', maxChecks)
    .returning('failed_checks')
    .executeTakeFirst()
  if (taken) return
  const row = await db
    .selectFrom('user_mfa_state')
    .select('failed_since')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const until = (row?.failed_since?.getTime() ?? now.getTime()) + checkWindowMs
  const waitMs = until - now.getTime()
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  throw tooManyRequests(c, waitMs, `Too many wrong codes. Try again in ${minutes} minutes`)
}

/** A right code: the tries count from zero again. */
export const resetChecks = async (db: Db, userId: string): Promise<void> => {
  await db
    .updateTable('user_mfa_state')
    .set({ failed_checks: 0, failed_since: null })
    .where('user_id', '=', userId)
    .execute()
}
