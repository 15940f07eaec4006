import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { toUserRecord, userColumns } from '../users/repository'
import { isLockedAt } from './lockout'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** A user who may sign in, with the lockout policy of their tenant. */
export interface SignInCandidate {
  user: UserRecord
  policy: { enabled: boolean; maxAttempts: number }
}

/** Finds a user by email (any case) together with their tenant's lockout policy, in one query. */
export const findSignInCandidate = async (
  db: Db,
  email: string,
): Promise<SignInCandidate | undefined> => {
  const row = await db
    .selectFrom('users')
    .leftJoin('lockout_policies as lp', 'lp.tenant_id', 'users.tenant_id')
    .select(userColumns.map((column) => `users.${column}` as const))
    .select(['lp.enabled', 'lp.max_attempts'])
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!row) return undefined
  return {
    user: toUserRecord(row),
    policy: { enabled: row.enabled ?? true, maxAttempts: row.max_attempts ?? 5 },
  }
}

/** Outcome of reserving an attempt. */
export type Reservation =
  { kind: 'reserved'; number: number; lockouts: number } | { kind: 'locked' } | { kind: 'busy' }

/**
 * Reserves one password attempt for a user before any hashing happens: the counter goes up in
 * the same statement that checks it, so parallel requests can never reserve more than
 * `maxAttempts`. A lock that has run out starts the count afresh. Without a free attempt the
 * account is either locked, or busy (earlier attempts are still being checked).
 */
export const reserveLoginAttempt = async (
  db: Db,
  userId: string,
  maxAttempts: number,
  now: Date,
): Promise<Reservation> => {
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
    .returning(['failed_login_attempts', 'lockouts'])
    .executeTakeFirst()
  if (row) return { kind: 'reserved', number: row.failed_login_attempts, lockouts: row.lockouts }
  const current = await db
    .selectFrom('users')
    .select('locked_until')
    .where('id', '=', userId)
    .executeTakeFirst()
  return isLockedAt(current?.locked_until ?? null, now) ? { kind: 'locked' } : { kind: 'busy' }
}

/** Locks the account until `until` and counts the lockout. */
export const lockUser = async (db: Db, userId: string, until: Date): Promise<void> => {
  await db
    .updateTable('users')
    .set({ locked_until: until, lockouts: sql<number>`lockouts + 1` })
    .where('id', '=', userId)
    .execute()
}

/** A completed sign-in to record, and the session it opens. */
export interface CompletedSignIn {
  userId: string
  email: string
  tenantId: string
  session: { id: string; tokenHash: string; expiresAt: Date }
  client: ClientInfo
  now: Date
}

/**
 * A successful sign-in, in one statement: the counters cleared, the time and active tenant
 * recorded, the audit row written and the new session (its own family) opened.
 */
export const recordSignInWithSession = async (db: Db, signIn: CompletedSignIn): Promise<void> => {
  const { session, client, now } = signIn
  await db
    .with('signed_in', (qb) =>
      qb
        .updateTable('users')
        .set({
          failed_login_attempts: 0,
          locked_until: null,
          lockouts: 0,
          last_login: now,
          tenant_id: signIn.tenantId,
        })
        .where('id', '=', signIn.userId)
        .returning('id'),
    )
    .with('audited', (qb) =>
      qb
        .insertInto('audit_logs')
        .values({
          id: randomUUID(),
          tenant_id: signIn.tenantId,
          user_id: signIn.userId,
          email: signIn.email,
          action: 'user.login',
          description: 'Signed in with email and password',
          severity: 'Info',
          ip: client.ip,
          user_agent: client.userAgent,
          json: '{}',
        })
        .returning('id'),
    )
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: signIn.userId,
      tenant_id: signIn.tenantId,
      family_id: session.id,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      revoked_at: null,
      replaced_by: null,
      user_agent: client.userAgent,
      ip: client.ip,
      created_at: now,
      last_used_at: now,
    })
    .execute()
}
