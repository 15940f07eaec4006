import { sql } from 'kysely'
import { USER_SORT_KEYS } from '../../../src/wire'
import { toBaseUserView } from '../users/base-user'
import { visibleUser } from '../users/vendor-flags'
import type { UsersFilterPreset, UsersSortBy } from '../../../src/wire'
import type { Db } from '../db/database'
import type { RoleView } from '../roles/repository'
import type { BaseUserView } from '../users/base-user'
import type { Expression, SqlBool } from 'kysely'

/** Sort keys of users v3 (`SortByEnum`): the wire module's, shared with the browser and demo. */
export const userSortKeys = USER_SORT_KEYS

/** One sort key. */
export type UserSortKey = UsersSortBy

/** Filter presets of users v3. */
export type UserPreset = UsersFilterPreset

/** A users v3 search inside one tenant. `page` is zero-based; the API's `_offset` is a page. */
export interface UserSearch {
  tenantId: string
  /**
   * `_includeSubTenants`: the accounts to list besides `tenantId` (sub-accounts the caller may
   * enter); a person appears once per account, each with their roles there.
   */
  subTenantIds?: string[] | undefined
  vendorId: string
  limit: number
  page: number
  sortBy: UserSortKey
  order: 'ASC' | 'DESC'
  email?: string
  ids?: string[]
  preset?: UserPreset
  maxInactiveSeconds?: number
  now: Date
  /**
   * Whether the vendor's invisible users are listed (with `invisible: true`): only for the vendor.
   * Every list a tenant's members read leaves them out, from the rows and from the count.
   */
  includeInvisible?: boolean
}

/** A user as users v3 lists it (`IUsersV3Data`). */
export interface UserListItem extends Omit<BaseUserView, 'provider'> {
  isDisabled: boolean
  provider: string
  temporaryExpirationDate?: Date
}

/** One row of the page query: a user with one of their roles (none: the role columns are null). */
interface PageRow {
  /** The account of this row's membership. */
  tid: string
  id: string
  /** Null for an account signed up with a phone number only. */
  email: string | null
  phone_number: string | null
  name: string
  verified: boolean
  metadata: string
  created_at: Date
  last_login: Date | null
  invisible: boolean
  super_user: boolean
  is_locked: boolean
  is_disabled: boolean
  activated_for_tenant: boolean
  temporary_expires_at: Date | null
  mfa_enrolled: boolean
  provider: string
  scim_connection_name: string | null
  role_id: string | null
  role_key: string
  role_name: string
  role_description: string | null
  is_default: boolean
  role_tenant_id: string | null
  permission_level: number
  role_created_at: Date
  role_updated_at: Date
  permission_ids: string[]
}

const toRoleView = (row: PageRow, vendorId: string): RoleView | undefined =>
  row.role_id === null
    ? undefined
    : {
        id: row.role_id,
        key: row.role_key,
        name: row.role_name,
        description: row.role_description,
        isDefault: row.is_default,
        permissions: row.permission_ids,
        ...(row.role_tenant_id === null ? {} : { tenantId: row.role_tenant_id }),
        vendorId,
        level: row.permission_level,
        createdAt: row.role_created_at,
        updatedAt: row.role_updated_at,
      }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** The inactive preset's default `_maxInactiveSeconds`: 90 days (spec). */
export const DEFAULT_INACTIVE_SECONDS = 7_776_000

// The provider: scim2 for a member a provisioning connection manages in the tenant, else the first
// identity at another provider, else a local account.
const providerExpression = sql<string>`case when exists (select 1 from scim_users su
  where su.user_id = m.user_id and su.tenant_id = m.tenant_id) then 'scim2'
  else coalesce((select case fi.kind when 'social' then fi.provider
  else 'saml' end from federated_identities fi where fi.user_id = m.user_id
  order by fi.created_at limit 1), 'local') end`

// The name of the provisioning connection that manages the member in the tenant, if one does.
const scimConnectionExpression = sql<string | null>`(select c.name from scim_users su
  join scim_connections c on c.id = su.connection_id
  where su.user_id = m.user_id and su.tenant_id = m.tenant_id)`

// Any enrolled second factor: an authenticator app, a texted number or a security key.
const mfaEnrolledExpression = sql<boolean>`(exists (select 1 from mfa_authenticators a
  where a.user_id = m.user_id and a.verified_at is not null)
  or exists (select 1 from mfa_phones p where p.user_id = m.user_id and p.verified_at is not null)
  or exists (select 1 from mfa_webauthn_devices w where w.user_id = m.user_id))`

/** One page of a tenant's users with their roles there, and the total count. */
export const searchTenantUsers = async (
  db: Db,
  search: UserSearch,
): Promise<{ items: UserListItem[]; totalItems: number }> => {
  const lockedExpression = sql<boolean>`coalesce(u.locked_until > ${search.now}, false)`
  // Each key sorts by its own column; name, email, id and joined date read the tenant's
  // membership index alone (migration 0025), so a deep page never sorts the whole tenant.
  const sortExpressions: Record<UserSortKey, Expression<unknown>> = {
    createdAt: sql`u.created_at`,
    name: sql`m.sort_name`,
    email: sql`m.sort_email`,
    id: sql`m.user_id`,
    verified: sql`u.verified`,
    isLocked: lockedExpression,
    provider: providerExpression,
    tenantId: sql`m.tenant_id`,
  }
  const direction = search.order === 'ASC' ? sql`asc` : sql`desc`
  const tenantIds = [search.tenantId, ...(search.subTenantIds ?? [])]
  const wide = tenantIds.length > 1
  const filters: Expression<SqlBool>[] = [
    wide
      ? sql<SqlBool>`m.tenant_id = any(${tenantIds}::uuid[])`
      : sql<SqlBool>`m.tenant_id = ${search.tenantId}`,
  ]
  const needle = search.email?.trim().toLowerCase()
  if (needle) {
    // Name or email; the expression of the trigram index, where pg_trgm exists.
    filters.push(
      sql<SqlBool>`(m.sort_name || ' ' || m.sort_email) like ${`%${escapeLike(needle)}%`}`,
    )
  }
  if (!search.includeInvisible) filters.push(visibleUser('m.user_id'))
  if (search.ids) filters.push(sql<SqlBool>`m.user_id = any(${search.ids}::uuid[])`)
  if (search.preset === 'breached-passwords') {
    filters.push(sql<SqlBool>`u.password_breached_at is not null`)
  }
  if (search.preset === 'mfa-unenrolled') filters.push(sql<SqlBool>`not ${mfaEnrolledExpression}`)
  if (search.preset === 'inactive') {
    const seconds = search.maxInactiveSeconds ?? DEFAULT_INACTIVE_SECONDS
    const since = new Date(search.now.getTime() - seconds * 1000)
    filters.push(sql<SqlBool>`(u.last_login is null or u.last_login < ${since})`)
  }
  const where = sql.join(filters, sql` and `)
  // Only a key or preset of the users table joins it: the others walk the membership index.
  const needsUser =
    ['createdAt', 'verified', 'isLocked'].includes(search.sortBy) ||
    search.preset === 'breached-passwords' ||
    search.preset === 'inactive'
  const from = needsUser
    ? sql`from tenant_memberships m join users u on u.id = m.user_id where ${where}`
    : sql`from tenant_memberships m where ${where}`
  // Deferred join: the page's ids are picked from narrow rows (an index-only scan of the
  // membership index for name, email and id), then only those 20-odd
  // users are read in full, with their roles in the tenant (one row per user and role).
  const page = sql<PageRow>`with page as (
      select m.user_id as id, m.tenant_id as tid, ${sortExpressions[search.sortBy]} as sort_key
      ${from}
      order by sort_key ${direction}, id ${direction}, tid ${direction}
      limit ${search.limit} offset ${search.page * search.limit}
    )
    select page.tid, u.id, u.email, u.phone_number, u.name, u.verified, u.metadata, u.created_at, u.last_login,
      u.invisible, u.super_user,
      ${lockedExpression} as is_locked, m.is_disabled, m.activated_for_tenant,
      m.temporary_expires_at, ${mfaEnrolledExpression} as mfa_enrolled,
      ${providerExpression} as provider, ${scimConnectionExpression} as scim_connection_name,
      r.id as role_id, r.key as role_key, r.name as role_name, r.description as role_description,
      r.is_default, r.tenant_id as role_tenant_id, r.permission_level,
      r.created_at as role_created_at, r.updated_at as role_updated_at,
      array(select rp.permission_id from role_permissions rp where rp.role_id = r.id)
        as permission_ids
    from page join users u on u.id = page.id
      join tenant_memberships m on m.user_id = page.id and m.tenant_id = page.tid
      left join user_tenant_roles utr on utr.user_id = page.id and utr.tenant_id = page.tid
      left join roles r on r.id = utr.role_id
    order by page.sort_key ${direction}, page.id ${direction}, page.tid ${direction},
      r.permission_level asc, r.name asc`
  // Without filters the count is the tenant's kept member count (migration 0025), less its
  // invisible members (a probe per invisible user, through their partial index).
  const unfiltered = filters.length === (search.includeInvisible ? 1 : 2) && !wide
  const count = unfiltered
    ? sql<{ total: number }>`select (coalesce((select members from tenant_member_counts
          where tenant_id = ${search.tenantId}), 0)
        - ${
          search.includeInvisible
            ? 0
            : sql`(select count(*) from users iu
          join tenant_memberships im on im.user_id = iu.id and im.tenant_id = ${search.tenantId}
          where iu.invisible)`
        })::int as total`
    : sql<{ total: number }>`select count(*)::int as total ${from}`
  const [{ rows: pageRows }, counted] = await Promise.all([page.execute(db), count.execute(db)])
  const totalItems = counted.rows[0]?.total ?? 0
  const rows: PageRow[] = []
  const rolesByUser = new Map<string, RoleView[]>()
  for (const row of pageRows) {
    let roles = rolesByUser.get(`${row.id} ${row.tid}`)
    if (!roles) {
      roles = []
      rolesByUser.set(`${row.id} ${row.tid}`, roles)
      rows.push(row)
    }
    const role = toRoleView(row, search.vendorId)
    if (role) roles.push(role)
  }
  const items = rows.map((row): UserListItem => ({
    ...toBaseUserView({
      id: row.id,
      email: row.email,
      phoneNumber: row.phone_number,
      name: row.name,
      verified: row.verified,
      metadata: row.metadata,
      createdAt: row.created_at,
      lastLogin: row.last_login,
      isLocked: row.is_locked,
      tenantId: row.tid,
      tenantIds: [row.tid],
      tenants: [{ tenantId: row.tid, roles: rolesByUser.get(`${row.id} ${row.tid}`) ?? [] }],
      scimConnectionName: row.scim_connection_name,
    }),
    ...(row.invisible ? { invisible: true as const } : {}),
    ...(row.super_user ? { superUser: true as const } : {}),
    isDisabled: row.is_disabled,
    activatedForTenant: row.activated_for_tenant,
    mfaEnrolled: row.mfa_enrolled,
    provider: row.provider,
    ...(row.temporary_expires_at ? { temporaryExpirationDate: row.temporary_expires_at } : {}),
  }))
  return { items, totalItems }
}
