import { sql } from 'kysely'
import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes } from '../http/api-error'
import { listLiveSessions, revokeSessions } from '../sessions/families'
import { defaultSessionConfiguration, readSessionConfiguration } from './repository'
import { sessionEnd } from './rules'
import { timeoutRulesPresent } from './rules-present'
import type { Db } from '../db/database'
import type { ClientInfo } from '../sessions/repository'
import type { SessionConfiguration } from './repository'

/** The advisory lock class of a user's sign-ins under a maximum of sessions (two-key form). */
const SESSION_LIMIT_LOCK = 230_062

/**
 * Ends the session of a refresh token when its tenant's idle timeout or forced re-login has
 * passed: the whole family is revoked and audited. Answers true when it ended (the refresh must
 * then be refused); false for any other token, which the rotation judges as usual.
 */
export const endTimedOutSession = async (
  db: Db,
  input: { tokenHash: string; client: ClientInfo; now: Date },
): Promise<boolean> => {
  if (!(await timeoutRulesPresent(db))) return false
  // One indexed query, and none of it for tenants without a timeout rule (the inner join on
  // their rules finds no row): every refresh runs it.
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('session_configurations as c', 'c.tenant_id', 's.tenant_id')
    .leftJoin('sessions as f', 'f.id', 's.family_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.tenant_id',
      's.family_id',
      's.created_at',
      'f.created_at as started_at',
      'c.idle_timeout_active',
      'c.idle_timeout_seconds',
      'c.absolute_timeout_active',
      'c.absolute_timeout_seconds',
    ])
    .select('u.email')
    .where('s.token_hash', '=', input.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('c.idle_timeout_active', '=', true), eb('c.absolute_timeout_active', '=', true)]),
    )
    .executeTakeFirst()
  if (!row) return false
  const configuration: SessionConfiguration = {
    ...defaultSessionConfiguration,
    sessionTimeoutConfiguration: {
      isActive: row.absolute_timeout_active,
      timeout: row.absolute_timeout_seconds,
    },
    sessionIdleTimeoutConfiguration: {
      isActive: row.idle_timeout_active,
      timeout: row.idle_timeout_seconds,
    },
  }
  const times = { startedAt: row.started_at ?? row.created_at, lastRefreshAt: row.created_at }
  const reason = sessionEnd(configuration, times, input.now)
  if (!reason) return false
  await revokeSessions(db, { userId: row.user_id, familyIds: [row.family_id] }, input.now)
  await writeAudit(db, {
    tenantId: row.tenant_id,
    userId: row.user_id,
    email: row.email,
    action: 'user.session.timed-out',
    description:
      reason === 'idle'
        ? 'The session ended after the idle timeout'
        : 'The session ended: the account forces a new sign-in after a fixed time',
    severity: 'Info',
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    details: { sessionId: row.family_id, reason },
  })
  return true
}

/**
 * Opens a session under the tenant's maximum of concurrent sessions: `open` writes the new
 * session. With the rule on, a lock of the user's own (an advisory lock, for the transaction) is
 * held while their live sessions are counted, room is made and the new one opens, so sign-ins
 * racing each other are admitted one at a time and the maximum holds. Not the user's row: a
 * racing sign-in's reservation takes the address's rate-limit row and then the user's row, and
 * `open` takes them in that order too; the user's row locked first made a deadlock of the two.
 * Beyond the maximum the oldest sessions are revoked (and audited), or, when the tenant denies
 * instead, nothing is written and the answer is `denied` (the caller refuses the sign-in with
 * `tooManySessions`).
 */
export const openSessionWithinLimit = async (
  db: Db,
  input: { userId: string; email: string | null; tenantId: string; client: ClientInfo; now: Date },
  open: (db: Db) => Promise<void>,
): Promise<'opened' | 'denied'> => {
  const { sessionConcurrentConfiguration: limit } = await readSessionConfiguration(
    db,
    input.tenantId,
  )
  if (!limit.isActive) {
    await open(db)
    return 'opened'
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SESSION_LIMIT_LOCK}, hashtext(${input.userId}))`.execute(
      trx,
    )
    const live = await listLiveSessions(
      trx,
      { userId: input.userId, tenantId: input.tenantId },
      input.now,
    )
    const excess = live.length - limit.maxSessions + 1
    if (excess > 0 && limit.onLimit === 'deny') return 'denied'
    if (excess > 0) {
      // Newest first: the oldest are at the end.
      const evicted = live.slice(-excess).map((session) => session.id)
      await revokeSessions(trx, { userId: input.userId, familyIds: evicted }, input.now)
      await writeAudit(trx, {
        tenantId: input.tenantId,
        userId: input.userId,
        email: input.email,
        action: 'user.sessions.evicted',
        description: 'The oldest sessions ended to stay within the maximum of concurrent sessions',
        severity: 'Info',
        ip: input.client.ip,
        userAgent: input.client.userAgent,
        details: { sessionIds: evicted, maxSessions: limit.maxSessions },
      })
    }
    await open(trx)
    return 'opened'
  })
}

/** The 409 of a sign-in beyond a tenant's maximum of concurrent sessions (`deny`). */
export const tooManySessions = async (db: Db, tenantId: string): Promise<ApiError> => {
  const { maxSessions } = (await readSessionConfiguration(db, tenantId))
    .sessionConcurrentConfiguration
  return new ApiError(
    409,
    errorCodes.conflict,
    `Too many active sessions: at most ${maxSessions} allowed. Sign out on another device first`,
  )
}
