import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { toUserRecord, userColumns } from '../users/repository'
import { isLockedAt } from './lockout'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord, UserRow } from '../users/repository'

/** A user who may sign in, with the lockout policy of their tenant. */
export interface SignInCandidate {
  user: UserRecord
  policy: { enabled: boolean; maxAttempts: number }
}

/** Outcome of reserving an attempt. */
export type Reservation =
  { kind: 'reserved'; number: number; lockouts: number } | { kind: 'locked' } | { kind: 'busy' }

/** A sign-in candidate with the outcome of reserving an attempt (none when lockout is off). */
export interface ReservedCandidate extends SignInCandidate {
  reservation: Reservation | undefined
}

interface CandidateRow extends UserRow {
  enabled: boolean | null
  max_attempts: number | null
  reserved_attempts: number | null
  reserved_lockouts: number | null
}

/**
 * Finds a user by email (any case) with their tenant's lockout policy and, when the policy is
 * on, reserves one password attempt before any hashing happens, in one statement: the counter
 * goes up in the same update that checks it, so parallel requests can never reserve more than
 * `maxAttempts`. A lock that has run out starts the count afresh. Without a free attempt the
 * account is either locked, or busy (earlier attempts are still being checked).
 */
export const findAndReserveAttempt = async (
  db: Db,
  email: string,
  now: Date,
): Promise<ReservedCandidate | undefined> => {
  const expired = sql<boolean>`(users.locked_until is not null and users.locked_until <= ${now})`
  const { rows } = await sql<CandidateRow>`with candidate as (
      select ${sql.join(userColumns.map((column) => sql.ref(`users.${column}`)))},
        lp.enabled, lp.max_attempts
      from users left join lockout_policies lp on lp.tenant_id = users.tenant_id
      where lower(users.email) = ${email.trim().toLowerCase()}
    ), reserved as (
      update users set
        failed_login_attempts = case when ${expired} then 1 else users.failed_login_attempts + 1 end,
        locked_until = case when ${expired} then null else users.locked_until end
      from candidate
      where users.id = candidate.id and coalesce(candidate.enabled, true)
        and (${expired} or (users.locked_until is null
          and users.failed_login_attempts < coalesce(candidate.max_attempts, 5)))
      returning users.id, users.failed_login_attempts, users.lockouts
    )
    select candidate.*, reserved.failed_login_attempts as reserved_attempts,
      reserved.lockouts as reserved_lockouts
    from candidate left join reserved on reserved.id = candidate.id`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  const { enabled, max_attempts: maxAttempts, reserved_attempts, reserved_lockouts } = row
  const policy = { enabled: enabled ?? true, maxAttempts: maxAttempts ?? 5 }
  let reservation: Reservation | undefined
  if (policy.enabled) {
    reservation =
      reserved_attempts !== null && reserved_lockouts !== null
        ? { kind: 'reserved', number: reserved_attempts, lockouts: reserved_lockouts }
        : await lockedOrBusy(db, row.id, now)
  }
  return { user: toUserRecord(row), policy, reservation }
}

/** Why no attempt was free: the account is locked, or earlier attempts are still checked. */
const lockedOrBusy = async (db: Db, userId: string, now: Date): Promise<Reservation> => {
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
