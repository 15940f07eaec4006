import { authenticationOfRow } from '../step-up/authentication'
import type { Db } from '../db/database'
import type { SessionAuthentication } from '../step-up/authentication'

/** A stored session, found by the hash of its refresh token. */
export interface SessionRecord {
  id: string
  userId: string
  tenantId: string
  familyId: string
  expiresAt: Date
  revokedAt: Date | null
  replacedBy: string | null
  /** The impersonation the session belongs to; null for the user's own sign-in. */
  impersonationId: string | null
}

/** Where a session was opened or used from. */
export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

/** The session of a refresh-token hash, revoked or not. */
export const findSessionByTokenHash = async (
  db: Db,
  tokenHash: string,
): Promise<SessionRecord | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .select([
      'id',
      'user_id',
      'tenant_id',
      'family_id',
      'expires_at',
      'revoked_at',
      'replaced_by',
      'impersonation_id',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    familyId: row.family_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    replacedBy: row.replaced_by,
    impersonationId: row.impersonation_id,
  }
}

/** A rotation's new session. */
export interface Successor {
  id: string
  tokenHash: string
  expiresAt: Date
  /** The tenant to move to, when the user is still an enabled member of it. */
  wantedTenantId: string | null
  client: ClientInfo
  /**
   * Whether the caller carries an impersonation's `act` claim forward (the box's refresh does):
   * without it an impersonated session never rotates, so no other grant mints a token without it.
   */
  carriesImpersonation?: boolean
  /**
   * Whether a family a confidential application opened (hosted login's code exchange) is left
   * alone: its token is refreshed with the application's secret only, never by the box's cookie.
   */
  refusesConfidentialFamily?: boolean
}

/** The impersonation a rotated session belongs to: its actor and its end. */
export interface SessionImpersonation {
  /** The impersonation's id: the `act.sid` of its tokens. */
  id: string
  actorSub: string
  endsAt: Date
}

/** Moves a live session to another tenant (the session gate keeping it out of one). */
export const moveSession = async (
  db: Db,
  input: { id: string; tenantId: string },
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ tenant_id: input.tenantId })
    .where('id', '=', input.id)
    .execute()
}

/** Revokes every live session of a family (refresh-token reuse). Answers how many. */
export const revokeFamily = async (db: Db, familyId: string, now: Date): Promise<number> => {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Revokes one session (sign-out). */
export const revokeSession = async (db: Db, sessionId: string, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** The newest live (unrevoked, unexpired) session of a family, if any. */
export const findLiveSessionInFamily = async (
  db: Db,
  familyId: string,
  now: Date,
): Promise<
  | {
      id: string
      userId: string
      tenantId: string
      authentication?: SessionAuthentication
      impersonationId: string | null
    }
  | undefined
> => {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'tenant_id', 'auth_time', 'amr', 'impersonation_id'])
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  const authentication = row && authenticationOfRow(row)
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      tenantId: row.tenant_id,
      ...(authentication ? { authentication } : {}),
      impersonationId: row.impersonation_id,
    }
  )
}
