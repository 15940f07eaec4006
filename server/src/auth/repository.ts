import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { emailDomainSql, ssoOnlyTenantSql } from '../sso/sso-only'
import { toUserRecord, userColumns } from '../users/repository'
import { matchesSignInName } from '../users/sign-in-name'
import { isLockedAt } from './lockout'
import { signInSettingsVersionSql } from './sign-in-settings'
import type { Db } from '../db/database'
import type { StoredPoint } from '../limits/gate'
import type { ClientInfo } from '../sessions/repository'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRecord, UserRow } from '../users/repository'
import type { SignInName } from '../users/sign-in-name'
import type { RawBuilder } from 'kysely'

/** A user who may sign in, with the lockout policy of their tenant. */
export interface SignInCandidate {
  user: UserRecord
  policy: { enabled: boolean; maxAttempts: number }
}

/** Outcome of reserving an attempt. */
export type Reservation =
  { kind: 'reserved'; lockouts: number } | { kind: 'locked' } | { kind: 'busy' }

/** A sign-in candidate with the outcome of reserving an attempt (none when lockout is off). */
export interface ReservedCandidate extends SignInCandidate {
  reservation: Reservation | undefined
  /** The tenant whose SSO the user must sign in with (`ssoOnlyTenant`), or null. */
  ssoOnlyTenantId: string | null
}

/** The vendor's lockout policy and whether tenants may set their own (`allowOverrideLockout`). */
export interface VendorLockout {
  enabled: boolean
  maxAttempts: number
  tenantMayOverride: boolean
}

/** The client address's rate-limit point the reservation takes first (`takePointSql`). */
export interface AddressPoint {
  take: RawBuilder<StoredPoint>
  /** The limiter's points: past them the address is refused and nothing is reserved. */
  points: number
}

/** What the reservation's statement answered: the address's point, and the candidate. */
export interface ReservationOutcome {
  point: StoredPoint | undefined
  /** None for an unknown name, or when the address's point was refused. */
  candidate: ReservedCandidate | undefined
  /** The sign-in settings' version as the statement saw it (`signInSettingsVersionSql`). */
  settingsVersion: string
}

interface CandidateRow extends UserRow {
  enabled: boolean | null
  max_attempts: number | null
  reserved_lockouts: number | null
  sso_only_tenant_id: string | null
  limit_points: number | null
  limit_expire: string | number | null
  settings_version: string
}

/**
 * Finds the user an email or a username names (any case) with their tenant's lockout policy and, when the policy is
 * on, reserves one password attempt before any hashing happens, in one statement: completed
 * failures plus attempts still being checked must stay below `maxAttempts`, checked in the same
 * update that counts the new one, so parallel requests can never reserve more. Attempts being
 * checked hold a lease until `leaseUntil` (each reservation extends it): when it has run out,
 * whatever was still counted as being checked belonged to requests that will never finish (a
 * process that died), and the count starts from the completed failures alone. A lock that has
 * run out starts the count afresh. Without a free attempt the account is either locked, or busy.
 * The same statement reads whether the user must sign in with their domain's SSO instead and,
 * first, takes the client address's rate-limit point (`address`): past its limit, no one is
 * read nor reserved.
 */
export const findAndReserveAttempt = async (
  db: Db,
  name: SignInName,
  at: { now: Date; leaseUntil: Date },
  vendor: VendorLockout,
  address: AddressPoint | undefined,
): Promise<ReservationOutcome> => {
  const { now, leaseUntil } = at
  const point = address?.take ?? sql`select null::integer as points, null::bigint as expire`
  const admitted = address ? sql`(select points from point) <= ${address.points}` : sql`true`
  // The tenant's own policy only while the vendor lets tenants override it; else the vendor's.
  const own = sql.lit(vendor.tenantMayOverride)
  const enabledSql = sql<boolean>`case when ${own} then coalesce(lp.enabled, ${sql.lit(vendor.enabled)})
    else ${sql.lit(vendor.enabled)} end`
  const maxSql = sql<number>`case when ${own} then coalesce(lp.max_attempts, ${sql.lit(vendor.maxAttempts)})
    else ${sql.lit(vendor.maxAttempts)} end`
  const expired = sql<boolean>`(users.locked_until is not null and users.locked_until <= ${now})`
  const pending = sql<number>`(case when users.pending_until > ${now}
    then users.pending_attempts else 0 end)`
  const { rows } = await sql<CandidateRow>`with point as (${point}), candidate as (
      select ${sql.join(userColumns.map((column) => sql.ref(`users.${column}`)))},
        ${enabledSql} as enabled, ${maxSql} as max_attempts
      from users left join lockout_policies lp on lp.tenant_id = users.tenant_id
      where ${matchesSignInName(name)} and ${admitted}
    ), reserved as (
      update users set
        failed_login_attempts = case when ${expired} then 0 else users.failed_login_attempts end,
        locked_until = case when ${expired} then null else users.locked_until end,
        pending_attempts = case when ${expired} then 1 else ${pending} + 1 end,
        pending_until = ${leaseUntil}
      from candidate
      where users.id = candidate.id and candidate.enabled
        and (${expired} or (users.locked_until is null
          and users.failed_login_attempts + ${pending} < candidate.max_attempts))
      returning users.id, users.lockouts
    )
    select candidate.*, reserved.lockouts as reserved_lockouts,
      ${ssoOnlyTenantSql(sql.ref('candidate.id'), emailDomainSql(sql.ref('candidate.email')))}
        as sso_only_tenant_id, point.points as limit_points, point.expire as limit_expire,
      ${signInSettingsVersionSql} as settings_version
    from point left join candidate on true
      left join reserved on reserved.id = candidate.id`.execute(db)
  const row = rows[0]
  const taken =
    row && row.limit_points !== null
      ? { points: row.limit_points, expire: row.limit_expire }
      : undefined
  // Without a candidate, the left join answers nulls in its columns (`id` is never null).
  const settingsVersion = row?.settings_version ?? ''
  if (!row || (row.id as string | null) === null) {
    return { point: taken, candidate: undefined, settingsVersion }
  }
  const { enabled, max_attempts: maxAttempts, reserved_lockouts, sso_only_tenant_id } = row
  const policy = {
    enabled: enabled ?? vendor.enabled,
    maxAttempts: maxAttempts ?? vendor.maxAttempts,
  }
  let reservation: Reservation | undefined
  if (policy.enabled) {
    reservation =
      reserved_lockouts !== null
        ? { kind: 'reserved', lockouts: reserved_lockouts }
        : await lockedOrBusy(db, row.id, now)
  }
  const candidate = {
    user: toUserRecord(row),
    policy,
    reservation,
    ssoOnlyTenantId: sso_only_tenant_id,
  }
  return { point: taken, candidate, settingsVersion }
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

/** A reserved attempt whose password was wrong. */
export interface FailedAttempt {
  userId: string
  maxAttempts: number
  now: Date
  /** Until when the account is locked if this failure reaches `maxAttempts`. */
  lockUntil: Date
}

/**
 * Turns a reserved attempt into a completed failure, in one statement: the failure is counted,
 * the reservation released and, when the failures reach `maxAttempts`, the account locked and
 * the lockout counted. Answers whether the account is now locked, and whether this failure is
 * the one that locked it (exactly one of parallel failures is).
 */
export const recordFailedAttempt = async (
  db: Db,
  attempt: FailedAttempt,
): Promise<{ locked: boolean; lockedNow: boolean }> => {
  const { now } = attempt
  // FOR UPDATE waits for parallel failures and reads the row as they left it.
  const { rows } = await sql<{ locked: boolean; locked_now: boolean }>`with before as (
      select id, coalesce(locked_until > ${now}, false) as was_locked,
        coalesce(locked_until > ${now}, false) = false
          and failed_login_attempts + 1 >= ${attempt.maxAttempts} as locks
      from users where id = ${attempt.userId} for update
    )
    update users set
      failed_login_attempts = users.failed_login_attempts + 1,
      pending_attempts = greatest(users.pending_attempts - 1, 0),
      locked_until = case when before.locks then ${attempt.lockUntil} else users.locked_until end,
      lockouts = case when before.locks then users.lockouts + 1 else users.lockouts end
    from before
    where users.id = before.id
    returning before.was_locked or before.locks as locked, before.locks as locked_now`.execute(db)
  const row = rows[0]
  return { locked: row?.locked ?? false, lockedNow: row?.locked_now ?? false }
}

/** A completed sign-in to record, and the session it opens. */
export interface CompletedSignIn {
  userId: string
  email: string | null
  tenantId: string
  session: { id: string; tokenHash: string; expiresAt: Date }
  /** How and when the user authenticated (step-up claims); the sign-in's time alone without. */
  authentication?: SessionAuthentication | undefined
  client: ClientInfo
  now: Date
  /** The `rate_limits` key whose point this sign-in took up front, to give back. */
  refundLimitKey?: string | undefined
}

/**
 * A successful sign-in, in one statement: the counters cleared, the rate-limit point of the
 * attempt given back, the time and active tenant recorded, the audit row written and the new
 * session (its own family) opened.
 */
export const recordSignInWithSession = async (db: Db, signIn: CompletedSignIn): Promise<void> => {
  const { session, client, now } = signIn
  const amr = signIn.authentication?.amr.join(' ') || null
  // Written as SQL: the query builder's work for these four parts cost more than their execution.
  // The limiter's row layout (migration 0003): points taken in the window, never below 0.
  // This sign-in's reservation is over (none was made with the lockout policy off).
  await sql`with refunded as (update rate_limits set points = greatest(points - 1, 0)
      where key = ${signIn.refundLimitKey ?? null}::text returning key
    ), signed_in as (update users set failed_login_attempts = 0, locked_until = null, lockouts = 0,
        pending_attempts = greatest(pending_attempts - 1, 0), last_login = ${now},
        tenant_id = ${signIn.tenantId}
      where id = ${signIn.userId} returning id
    ), audited as (insert into audit_logs
        (id, tenant_id, user_id, email, action, description, severity, ip, user_agent, json)
      values (${randomUUID()}, ${signIn.tenantId}, ${signIn.userId}, ${signIn.email}, 'user.login',
        'Signed in with email and password', 'Info', ${client.ip}, ${client.userAgent}, '{}')
      returning id
    )
    insert into sessions (id, user_id, tenant_id, family_id, token_hash, expires_at, revoked_at,
      replaced_by, user_agent, ip, created_at, last_used_at, auth_time, amr)
    values (${session.id}, ${signIn.userId}, ${signIn.tenantId}, ${session.id}, ${session.tokenHash},
      ${session.expiresAt}, null, null, ${client.userAgent}, ${client.ip}, ${now}, ${now},
      ${signIn.authentication?.authTime ?? now}, ${amr})`.execute(db)
}

/**
 * Releases a sign-in's reserved attempt without counting a failure: the password was right but
 * the sign-in was refused by policy (none was reserved with the lockout policy off: no-op).
 */
export const releaseAttempt = async (db: Db, userId: string): Promise<void> => {
  await db
    .updateTable('users')
    .set({ pending_attempts: sql<number>`greatest(pending_attempts - 1, 0)` })
    .where('id', '=', userId)
    .execute()
}
