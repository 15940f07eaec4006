import { sql } from 'kysely'
import { rolesOfUsers } from '../roles/repository'
import type { Db } from '../db/database'
import type { RoleView } from '../roles/repository'
import type { Expression, SqlBool } from 'kysely'

/** Sort keys of users v3 (`SortByEnum`). */
export const userSortKeys = [
  'createdAt',
  'name',
  'email',
  'id',
  'verified',
  'isLocked',
  'provider',
  'tenantId',
] as const

/** One sort key. */
export type UserSortKey = (typeof userSortKeys)[number]

/** Filter presets of users v3. */
export type UserPreset = 'mfa-unenrolled' | 'breached-passwords' | 'inactive'

/** A users v3 search inside one tenant. `page` is zero-based; the API's `_offset` is a page. */
export interface UserSearch {
  tenantId: string
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
}

/** A user as users v3 lists it (`IUsersV3Data`). */
export interface UserListItem {
  id: string
  email: string
  name: string
  profilePictureUrl: null
  sub: string
  verified: boolean
  mfaEnrolled: boolean
  provider: 'local'
  managedBy: 'frontegg'
  tenantId: string
  tenantIds: string[]
  activatedForTenant: boolean
  isLocked: boolean
  isDisabled: boolean
  tenants: { tenantId: string; roles: RoleView[] }[]
  metadata: string
  createdAt: Date
  lastLogin?: Date
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

const defaultInactiveSeconds = 30 * 24 * 60 * 60

/** One page of a tenant's users with their roles there, and the total count. */
export const searchTenantUsers = async (
  db: Db,
  search: UserSearch,
): Promise<{ items: UserListItem[]; totalItems: number }> => {
  const lockedExpression = sql<boolean>`coalesce(u.locked_until > ${search.now}, false)`
  const sortExpressions: Record<UserSortKey, Expression<unknown>> = {
    createdAt: sql`u.created_at`,
    name: sql`lower(u.name)`,
    email: sql`lower(u.email)`,
    id: sql`u.id`,
    verified: sql`u.verified`,
    isLocked: lockedExpression,
    provider: sql`u.created_at`,
    tenantId: sql`u.created_at`,
  }
  const direction = search.order === 'ASC' ? sql`asc` : sql`desc`
  const filters: Expression<SqlBool>[] = [sql<SqlBool>`m.tenant_id = ${search.tenantId}`]
  if (search.email) {
    filters.push(sql<SqlBool>`lower(u.email) like ${`%${escapeLike(search.email.toLowerCase())}%`}`)
  }
  if (search.ids) filters.push(sql<SqlBool>`u.id = any(${search.ids}::uuid[])`)
  if (search.preset === 'breached-passwords') filters.push(sql<SqlBool>`false`)
  if (search.preset === 'inactive') {
    const seconds = search.maxInactiveSeconds ?? defaultInactiveSeconds
    const since = new Date(search.now.getTime() - seconds * 1000)
    filters.push(sql<SqlBool>`(u.last_login is null or u.last_login < ${since})`)
  }
  const where = sql.join(filters, sql` and `)
  const from = sql`from tenant_memberships m join users u on u.id = m.user_id where ${where}`
  const page = sql<{
    id: string
    email: string
    name: string
    verified: boolean
    metadata: string
    created_at: Date
    last_login: Date | null
    is_locked: boolean
    is_disabled: boolean
  }>`select u.id, u.email, u.name, u.verified, u.metadata, u.created_at, u.last_login,
      ${lockedExpression} as is_locked, m.is_disabled
    ${from}
    order by ${sortExpressions[search.sortBy]} ${direction}, u.id ${direction}
    limit ${search.limit} offset ${search.page * search.limit}`
  // Without user filters the count needs only the membership index.
  const count =
    filters.length === 1
      ? sql<{ total: number }>`select count(*)::int as total from tenant_memberships m
          where m.tenant_id = ${search.tenantId}`
      : sql<{ total: number }>`select count(*)::int as total ${from}`
  const [{ rows }, counted] = await Promise.all([page.execute(db), count.execute(db)])
  const totalItems = counted.rows[0]?.total ?? 0
  const userIds = rows.map((row) => row.id)
  const rolesByUser = await rolesOfUsers(db, search.tenantId, userIds, search.vendorId)
  const items = rows.map((row): UserListItem => ({
    id: row.id,
    email: row.email,
    name: row.name,
    profilePictureUrl: null,
    sub: row.id,
    verified: row.verified,
    mfaEnrolled: false,
    provider: 'local',
    managedBy: 'frontegg',
    tenantId: search.tenantId,
    tenantIds: [search.tenantId],
    activatedForTenant: true,
    isLocked: row.is_locked,
    isDisabled: row.is_disabled,
    tenants: [
      {
        tenantId: search.tenantId,
        roles: rolesByUser.get(row.id) ?? [],
      },
    ],
    metadata: row.metadata,
    createdAt: row.created_at,
    ...(row.last_login ? { lastLogin: row.last_login } : {}),
  }))
  return { items, totalItems }
}
