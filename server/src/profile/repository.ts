import { sql } from 'kysely'
import { appDb } from '../db/request-memo'
import { collectAuthorizations } from '../roles/repository'
import { parseTenantMetadata } from '../tenants/repository'
import {
  readAlongColumns,
  readAlongJoins,
  readAlongTenantColumns,
  rememberReadAlong,
} from './read-along'
import type { Db } from '../db/database'
import type { AuthorizationRow, TenantAuthorization } from '../roles/repository'
import type { TenantView } from '../tenants/repository'
import type { ReadAlongRow } from './read-along'
import type { RawBuilder } from 'kysely'

/** A row of the profile query: a tenant, and one role-permission pair of the user there. */
export type ProfileRow = Omit<AuthorizationRow, 'role_id'> &
  ReadAlongRow & {
    access_version: string
    role_id: string | null
    tenant_name: string
    tenant_metadata: string
    tenant_created_at: Date
    tenant_updated_at: Date
  }

const hasRole = (row: ProfileRow): row is ProfileRow & AuthorizationRow => row.role_id !== null

/** The profile query's columns on memberships `m`, but what it reads along (`read-along.ts`). */
const profileColumns = sql`m.tenant_id as member_tenant_id,
      m.access_version::text as access_version,
      t.name as tenant_name, t.metadata as tenant_metadata,
      t.created_at as tenant_created_at, t.updated_at as tenant_updated_at,
      r.id as role_id, r.key as role_key, r.name as role_name,
      r.description as role_description, r.is_default, r.tenant_id as role_tenant_id,
      r.permission_level, r.created_at as role_created_at, r.updated_at as role_updated_at,
      p.id as permission_id, p.key as permission_key, p.name as permission_name,
      p.description as permission_description, p.category, p.fe_permission,
      p.created_at as permission_created_at, p.updated_at as permission_updated_at`

/**
 * The profile query's tables, onto memberships `m`. The member's roles are a subquery of their own
 * (`offset 0` keeps the planner from merging it into the join): each arm of the view's UNION then
 * reads by this member's keys. Joined plainly on `m`'s columns, the view was read whole, every
 * member of every account, and deduplicated per statement: a refresh took 30 ms with 20,000
 * members in the database instead of 1 ms (test/server/profile/profile-plan.test.ts).
 */
const profileJoins = sql`join tenants t on t.id = m.tenant_id
      ${readAlongJoins}
      left join lateral (select e.role_id from user_effective_roles e
        where e.user_id = m.user_id and e.tenant_id = m.tenant_id offset 0) utr on true
      left join roles r on r.id = utr.role_id
      left join role_permissions rp on rp.role_id = r.id
      left join permissions p on p.id = rp.permission_id`

/**
 * The profile rows of the user `userId` (an SQL expression) at `now`, for a statement that reads
 * them along with something else (the refresh's rotation): the rows of `loadTenantsAndAuthorizations`
 * but `mfa_enrolled`, which that statement reads once, each with `member_created_at`. Joined as
 * `prof`, `profileRowsOrder` orders them as the profile query does.
 */
export const profileRowsOf = (userId: RawBuilder<unknown>, now: Date) => sql`select
      ${profileColumns}, ${readAlongTenantColumns}, m.created_at as member_created_at
    from tenant_memberships m
      ${profileJoins}
    where m.user_id = ${userId} and not m.is_disabled and m.activated_for_tenant
      and coalesce(m.temporary_expires_at > ${now}, true)`

/** The order of the profile query, for `profileRowsOf` joined as `prof`. */
export const profileRowsOrder = sql`order by prof.member_created_at asc, prof.member_tenant_id asc,
      prof.permission_level asc, prof.role_name asc, prof.permission_key asc`

/** Rows a statement read along for a request scope's next profile of one user (`handProfileRows`). */
const handed = new WeakMap<Db, { userId: string; rows: ProfileRow[] }>()

/**
 * Hands the profile rows a statement read along (`profileRowsOf`, with the user's `mfa_enrolled`)
 * to the next `loadTenantsAndAuthorizations` of `userId` in the same request scope, which then
 * sends no query; what they read along is remembered for the request at once. Nothing outside a
 * request scope (`requestScope`), where no later read could tell them from stale ones.
 */
export const handProfileRows = (db: Db, userId: string, rows: ProfileRow[]): void => {
  if (appDb(db) === db) return
  handed.set(db, { userId, rows })
  rememberReadAlong(db, userId, rows)
}

/** The profile query: a row per tenant and role-permission pair, with what it reads along. */
const queryProfileRows = async (db: Db, userId: string): Promise<ProfileRow[]> => {
  const { rows } = await sql<ProfileRow>`select ${profileColumns},
      ${readAlongColumns(userId)}
    from tenant_memberships m
      ${profileJoins}
    where m.user_id = ${userId} and not m.is_disabled and m.activated_for_tenant
      and coalesce(m.temporary_expires_at > now(), true)
    order by m.created_at asc, t.id asc, r.permission_level asc, r.name asc, p.key asc`.execute(db)
  return rows
}

/**
 * The tenants a user may work in (enabled memberships, oldest first) and what they hold in
 * each, in one query: the answers of `listUserTenants` and `loadAuthorizations` for a sign-in
 * or refresh, without a second round trip. Along with them, what the rest of a sign-in or
 * refresh reads next (`read-along.ts`), remembered for the request; without a request scope they
 * are read again where needed.
 */
export const loadTenantsAndAuthorizations = async (
  db: Db,
  userId: string,
  vendorId: string,
): Promise<{
  tenants: TenantView[]
  authorizations: Map<string, TenantAuthorization>
  /** Each membership's access version (authorization/current-access.ts), for the token. */
  accessVersions: Map<string, string>
}> => {
  const given = handed.get(db)
  handed.delete(db)
  const rows = given?.userId === userId ? given.rows : await queryProfileRows(db, userId)
  const tenants = new Map<string, TenantView>()
  const accessVersions = new Map<string, string>()
  rememberReadAlong(db, userId, rows)
  for (const row of rows) {
    if (tenants.has(row.member_tenant_id)) continue
    accessVersions.set(row.member_tenant_id, row.access_version)
    tenants.set(row.member_tenant_id, {
      id: row.member_tenant_id,
      tenantId: row.member_tenant_id,
      name: row.tenant_name,
      deletedAt: null,
      metadata: parseTenantMetadata(row.tenant_metadata),
      vendorId,
      isReseller: false,
      createdAt: row.tenant_created_at,
      updatedAt: row.tenant_updated_at,
    })
  }
  return {
    tenants: [...tenants.values()],
    authorizations: collectAuthorizations(rows.filter(hasRole), vendorId),
    accessVersions,
  }
}
