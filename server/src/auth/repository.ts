import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * Reserves one password attempt for a user before any hashing happens: the counter goes up in
 * the same statement that checks it, so parallel requests can never reserve more than
 * `maxAttempts`. A lock that has run out starts the count afresh. Answers the attempt number,
 * or undefined when the account is locked or out of attempts.
 */
export const reserveLoginAttempt = async (
  db: Db,
  userId: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> => {
  const expired = sql<boolean>`(locked_until is not null and locked_until <= ${now})`
  const row = await db
    .updateTable('users')
    .set({
      failed_login_attempts: sql<number>`case when ${expired} then 1 else failed_login_attempts + 1 end`,
      locked_until: sql<Date | null>`case when ${expired} then null else locked_until end`,
    })
    .where('id', '=', userId)
    .where(
      sql<boolean>`(${expired} or (locked_until is null and failed_login_attempts < ${maxAttempts}))`,
    )
    .returning('failed_login_attempts')
    .executeTakeFirst()
  return row?.failed_login_attempts
}

/** Locks the account until `until` and counts the lockout. */
export const lockUser = async (db: Db, userId: string, until: Date): Promise<void> => {
  await db
    .updateTable('users')
    .set({ locked_until: until, lockouts: sql<number>`lockouts + 1` })
    .where('id', '=', userId)
    .execute()
}

/** The number of earlier consecutive lockouts of a user. */
export const previousLockouts = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select('lockouts')
    .where('id', '=', userId)
    .executeTakeFirst()
  return row?.lockouts ?? 0
}

/** A successful sign-in: clears the counters and records the time and the active tenant. */
export const recordSuccessfulLogin = async (
  db: Db,
  userId: string,
  tenantId: string,
  now: Date,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({
      failed_login_attempts: 0,
      locked_until: null,
      lockouts: 0,
      last_login: now,
      tenant_id: tenantId,
    })
    .where('id', '=', userId)
    .execute()
}
