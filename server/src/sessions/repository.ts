import { sql } from 'kysely'
import { authenticationOfRow } from '../step-up/authentication'
import { userColumns } from '../users/repository'
import type { Db } from '../db/database'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRow } from '../users/repository'

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

/**
 * Rotates the live, unexpired session of `tokenHash` into `successor` in one statement: the old
 * row is closed (revoked, `replaced_by`), the new one opened in the same family, and the user
 * read back, provided they still belong to the tenant. Answers the user row and the new
 * session's tenant; undefined when there was no such live session (or the membership is gone).
 */
export const rotateSessionRow = async (
  db: Db,
  tokenHash: string,
  successor: Successor,
  now: Date,
): Promise<
  | {
      user: UserRow
      tenantId: string
      previousTenantId: string
      authentication?: SessionAuthentication
      impersonation?: SessionImpersonation
      /** The client id of the application that opened the family (hosted login), if any. */
      applicationId?: string
    }
  | undefined
> => {
  // The session gate's refresh rules in the one statement a refresh makes: the user is not
  // locked and still an enabled, unexpired member of the session's tenant, else nothing rotates
  // (the refresh answers 401 and the session waits, revoked by whoever ends the membership).
  const { rows } = await sql<
    UserRow & {
      session_tenant_id: string
      previous_tenant_id: string
      auth_time: Date | null
      amr: string | null
      impersonation_id: string | null
      actor_sub: string | null
      ends_at: Date | null
      application_id: string | null
    }
  >`
    with old as (
      update sessions s set revoked_at = ${now}, replaced_by = ${successor.id}, last_used_at = ${now}
      where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now}
        and exists (select 1 from tenant_memberships m
          where m.user_id = s.user_id and m.tenant_id = s.tenant_id and not m.is_disabled
            and m.activated_for_tenant and coalesce(m.temporary_expires_at > ${now}, true))
        and exists (select 1 from users lu
          where lu.id = s.user_id and coalesce(lu.locked_until <= ${now}, true))
        and (s.impersonation_id is null or (${successor.carriesImpersonation === true}
          and exists (select 1 from impersonations i where i.id = s.impersonation_id
            and i.ended_at is null and i.ends_at > ${now})))
        and not (${successor.refusesConfidentialFamily === true} and exists (select 1
          from oauth_session_clients oc join oauth_clients oa on oa.id = oc.client_id
          where oc.family_id = s.family_id and oa.client_type = 'confidential'))
      returning s.user_id, s.tenant_id, s.family_id, s.auth_time, s.amr, s.expires_at,
        s.impersonation_id
    ), created as (
      insert into sessions (id, user_id, tenant_id, family_id, token_hash, expires_at,
        user_agent, ip, created_at, last_used_at, auth_time, amr, impersonation_id)
      select ${successor.id}::uuid, old.user_id,
        case when old.impersonation_id is not null then old.tenant_id else
        coalesce((select m.tenant_id from tenant_memberships m
          where m.user_id = old.user_id and m.tenant_id = ${successor.wantedTenantId}::uuid
            and not m.is_disabled and m.activated_for_tenant
            and coalesce(m.temporary_expires_at > ${now}, true)), old.tenant_id) end,
        old.family_id, ${successor.tokenHash},
        case when old.impersonation_id is null then ${successor.expiresAt}::timestamptz
          else least(${successor.expiresAt}::timestamptz, old.expires_at) end,
        ${successor.client.userAgent}, ${successor.client.ip}, ${now}, ${now}, old.auth_time, old.amr,
        old.impersonation_id
      from old
      returning user_id, tenant_id, auth_time, amr, impersonation_id
    )
    select ${sql.join(userColumns.map((column) => sql.ref(`u.${column}`)))},
      created.tenant_id as session_tenant_id, old.tenant_id as previous_tenant_id,
      created.auth_time, created.amr, i.id as impersonation_id, i.actor_sub, i.ends_at,
      oc.client_id as application_id
    from created join old on old.user_id = created.user_id join users u on u.id = created.user_id
      left join impersonations i on i.id = created.impersonation_id
      left join oauth_session_clients oc on oc.family_id = old.family_id`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  const { session_tenant_id: tenantId, previous_tenant_id, auth_time, amr, ...rest } = row
  const { impersonation_id: id, actor_sub: actorSub, ends_at: endsAt, ...withApplication } = rest
  const { application_id: applicationId, ...user } = withApplication
  const authentication = authenticationOfRow({ auth_time, amr })
  return {
    user,
    tenantId,
    previousTenantId: previous_tenant_id,
    ...(authentication ? { authentication } : {}),
    ...(applicationId !== null ? { applicationId } : {}),
    ...(id !== null && actorSub !== null && endsAt !== null
      ? { impersonation: { id, actorSub, endsAt } }
      : {}),
  }
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
