import { CompiledQuery, sql } from 'kysely'
import { appDb } from '../db/request-memo'
import { enrolledFactorSql } from '../mfa/repository'
import { handProfileRows, profileRowsOf, profileRowsOrder } from '../profile/repository'
import { authenticationOfRow } from '../step-up/authentication'
import { userColumns } from '../users/repository'
import type { Db } from '../db/database'
import type { ProfileRow } from '../profile/repository'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRow } from '../users/repository'
import type { SessionImpersonation, Successor } from './repository'

/** A row of the rotation: the user and the new session, and a row of the user's profile. */
type RotationRow = UserRow & {
  session_tenant_id: string
  previous_tenant_id: string
  auth_time: Date | null
  amr: string | null
  impersonation_id: string | null
  actor_sub: string | null
  ends_at: Date | null
  application_id: string | null
} & (ProfileRow | { [K in keyof ProfileRow]: null })

/** The rotated session's user and tenants, as `rotateSessionRow` answers them. */
export interface RotatedSession {
  user: UserRow
  tenantId: string
  previousTenantId: string
  authentication?: SessionAuthentication
  impersonation?: SessionImpersonation
  /** The client id of the application that opened the family (hosted login), if any. */
  applicationId?: string
}

/** The rotation statement's parameters, by name. */
type Slot =
  | 'now'
  | 'id'
  | 'tokenHash'
  | 'carriesImpersonation'
  | 'refusesConfidentialFamily'
  | 'wantedTenantId'
  | 'successorHash'
  | 'expiresAt'
  | 'userAgent'
  | 'ip'

/** A parameter of the statement as compiled once: which value goes in its place. */
interface SlotParameter {
  slot: Slot
}

const slot = Object.fromEntries(
  (
    [
      'now',
      'id',
      'tokenHash',
      'carriesImpersonation',
      'refusesConfidentialFamily',
      'wantedTenantId',
      'successorHash',
      'expiresAt',
      'userAgent',
      'ip',
    ] as const
  ).map((name) => [name, { slot: name } satisfies SlotParameter]),
) as unknown as { [K in Slot]: Date } // typed as a value: the statement only carries them

/**
 * The rotation, with each parameter a `slot` in place of its value. The session gate's refresh
 * rules in the one statement a refresh makes: the user is not locked and still an enabled,
 * unexpired member of the session's tenant, else nothing rotates (the refresh answers 401 and the
 * session waits, revoked by whoever ends the membership).
 */
const rotationStatement = (readsProfile: boolean) => sql<RotationRow>`
    with old as (
      update sessions s set revoked_at = ${slot.now}, replaced_by = ${slot.id}, last_used_at = ${slot.now}
      where s.token_hash = ${slot.tokenHash} and s.revoked_at is null and s.expires_at > ${slot.now}
        and exists (select 1 from tenant_memberships m
          where m.user_id = s.user_id and m.tenant_id = s.tenant_id and not m.is_disabled
            and m.activated_for_tenant and coalesce(m.temporary_expires_at > ${slot.now}, true))
        and exists (select 1 from users lu
          where lu.id = s.user_id and coalesce(lu.locked_until <= ${slot.now}, true))
        and (s.impersonation_id is null or (${slot.carriesImpersonation}
          and exists (select 1 from impersonations i where i.id = s.impersonation_id
            and i.ended_at is null and i.ends_at > ${slot.now})))
        and not (${slot.refusesConfidentialFamily} and exists (select 1
          from oauth_session_clients oc join oauth_clients oa on oa.id = oc.client_id
          where oc.family_id = s.family_id and oa.client_type = 'confidential'))
      returning s.user_id, s.tenant_id, s.family_id, s.auth_time, s.amr, s.expires_at,
        s.impersonation_id
    ), created as (
      insert into sessions (id, user_id, tenant_id, family_id, token_hash, expires_at,
        user_agent, ip, created_at, last_used_at, auth_time, amr, impersonation_id)
      select ${slot.id}::uuid, old.user_id,
        case when old.impersonation_id is not null then old.tenant_id else
        coalesce((select m.tenant_id from tenant_memberships m
          where m.user_id = old.user_id and m.tenant_id = ${slot.wantedTenantId}::uuid
            and not m.is_disabled and m.activated_for_tenant
            and coalesce(m.temporary_expires_at > ${slot.now}, true)), old.tenant_id) end,
        old.family_id, ${slot.successorHash},
        case when old.impersonation_id is null then ${slot.expiresAt}::timestamptz
          else least(${slot.expiresAt}::timestamptz, old.expires_at) end,
        ${slot.userAgent}, ${slot.ip}, ${slot.now}, ${slot.now}, old.auth_time, old.amr,
        old.impersonation_id
      from old
      returning user_id, tenant_id, auth_time, amr, impersonation_id${
        readsProfile
          ? sql`, (${enrolledFactorSql(sql.ref('sessions.user_id'))}) as mfa_enrolled`
          : sql``
      }
    )
    select ${sql.join(userColumns.map((column) => sql.ref(`u.${column}`)))},
      created.tenant_id as session_tenant_id, old.tenant_id as previous_tenant_id,
      created.auth_time, created.amr, i.id as impersonation_id, i.actor_sub, i.ends_at,
      oc.client_id as application_id${readsProfile ? sql`, created.mfa_enrolled, prof.*` : sql``}
    from created join old on old.user_id = created.user_id join users u on u.id = created.user_id
      left join impersonations i on i.id = created.impersonation_id
      left join oauth_session_clients oc on oc.family_id = old.family_id${
        readsProfile
          ? sql`
      left join lateral (${profileRowsOf(sql.ref('created.user_id'), slot.now)}) prof on true
    ${profileRowsOrder}`
          : sql``
      }`

/**
 * The rotation compiled once per database and variant (its text never changes; a refresh
 * only fills in its parameters): building and compiling it was most of a refresh's query work.
 */
const compiled = new WeakMap<Db, Map<boolean, CompiledQuery>>()
const compiledRotation = (db: Db, readsProfile: boolean): CompiledQuery => {
  const base = appDb(db)
  const variants = compiled.get(base) ?? new Map<boolean, CompiledQuery>()
  compiled.set(base, variants)
  let query = variants.get(readsProfile)
  if (!query) {
    query = rotationStatement(readsProfile).compile(base)
    variants.set(readsProfile, query)
  }
  return query
}

/**
 * Rotates the live, unexpired session of `tokenHash` into `successor` in one statement: the old
 * row is closed (revoked, `replaced_by`), the new one opened in the same family, and the user
 * read back, provided they still belong to the tenant. Answers the user row and the new
 * session's tenant; undefined when there was no such live session (or the membership is gone).
 * In a request scope (`requestScope`) the same statement reads the user's profile rows as the
 * access token's profile query would (`profileRowsOf`), and hands them to it: a refresh is one
 * statement, its rotation and its profile read at one snapshot.
 */
export const rotateSessionRow = async (
  db: Db,
  tokenHash: string,
  successor: Successor,
  now: Date,
): Promise<RotatedSession | undefined> => {
  const readsProfile = appDb(db) !== db
  const values: { [K in Slot]: unknown } = {
    now,
    id: successor.id,
    tokenHash,
    carriesImpersonation: successor.carriesImpersonation === true,
    refusesConfidentialFamily: successor.refusesConfidentialFamily === true,
    wantedTenantId: successor.wantedTenantId,
    successorHash: successor.tokenHash,
    expiresAt: successor.expiresAt,
    userAgent: successor.client.userAgent,
    ip: successor.client.ip,
  }
  const { sql: text, parameters } = compiledRotation(db, readsProfile)
  const { rows } = await db.executeQuery<RotationRow>(
    CompiledQuery.raw(
      text,
      parameters.map((parameter) => values[(parameter as SlotParameter).slot]),
    ),
  )
  const row = rows[0]
  if (!row) return undefined
  // The row is the user's (`toUserRecord` reads its columns by name) with more columns beside.
  const user: UserRow = row
  if (readsProfile) {
    const profile = rows.filter(
      (each): each is RotationRow & ProfileRow => each.member_tenant_id !== null,
    )
    handProfileRows(db, user.id, profile)
  }
  const { impersonation_id: id, actor_sub: actorSub, ends_at: endsAt } = row
  const { application_id: applicationId } = row
  const authentication = authenticationOfRow(row)
  return {
    user,
    tenantId: row.session_tenant_id,
    previousTenantId: row.previous_tenant_id,
    ...(authentication ? { authentication } : {}),
    ...(applicationId !== null ? { applicationId } : {}),
    ...(id !== null && actorSub !== null && endsAt !== null
      ? { impersonation: { id, actorSub, endsAt } }
      : {}),
  }
}
