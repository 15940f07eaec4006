import { sql } from 'kysely'
import { visibleUser } from '../users/vendor-flags'
import type { Db } from '../db/database'

/** Sort keys of the all-users list. */
export const peopleSortKeys = ['name', 'email', 'createdAt', 'id'] as const

/** A page of the people of several accounts. */
export interface PeopleSearch {
  tenantIds: string[]
  vendorId: string
  filter?: string | undefined
  sortBy: (typeof peopleSortKeys)[number]
  order: 'ASC' | 'DESC'
  limit: number
  offset: number
}

interface PersonRow {
  id: string
  email: string | null
  name: string
  verified: boolean
  metadata: string
  created_at: Date
  last_login: Date | null
  home_tenant_id: string | null
  total: number
}

interface MembershipRow {
  user_id: string
  tenant_id: string
  activated_for_tenant: boolean
  role_id: string | null
  role_key: string | null
  role_name: string | null
  role_description: string | null
  is_default: boolean | null
  permission_level: number | null
  role_tenant_id: string | null
  role_created_at: Date | null
  role_updated_at: Date | null
  permission_keys: string[] | null
}

interface PermissionRow {
  role_id: string
  id: string
  key: string
  name: string
  description: string
  category: string
  fe_permission: boolean
  created_at: Date
  updated_at: Date
}

/** The permissions of `roleIds`, each row naming the role that grants it. */
const permissionsOf = async (db: Db, roleIds: string[]): Promise<PermissionRow[]> => {
  if (roleIds.length === 0) return []
  const { rows } = await sql<PermissionRow>`select rp.role_id, p.id, p.key, p.name,
      p.description, p.category, p.fe_permission, p.created_at, p.updated_at
    from role_permissions rp join permissions p on p.id = rp.permission_id
    where rp.role_id = any(${roleIds}::uuid[])
    order by p.key`.execute(db)
  return rows
}

/**
 * What a person holds in one account (`ISubTenantUserPermission[]`): each permission of their
 * roles there once, with the ids of those of their roles that grant it.
 */
const heldPermissions = (granted: PermissionRow[], roleIds: ReadonlySet<string>) => {
  const held = new Map<string, { row: PermissionRow; roleIds: string[] }>()
  for (const row of granted) {
    if (!roleIds.has(row.role_id)) continue
    const entry = held.get(row.id)
    if (entry) entry.roleIds.push(row.role_id)
    else held.set(row.id, { row, roleIds: [row.role_id] })
  }
  return [...held.values()].map(({ row, roleIds: grantedBy }) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    roleIds: grantedBy,
    categoryId: row.category,
    fePermission: row.fe_permission,
  }))
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

const sortKeys = {
  name: sql`lower(u.name)`,
  email: sql`lower(coalesce(u.email, ''))`,
  createdAt: sql`u.created_at`,
  id: sql`u.id`,
}

/** A person of the hierarchy (`ISubTenantUser`) with their memberships among the accounts. */
export const searchPeople = async (db: Db, search: PeopleSearch) => {
  const direction = search.order === 'ASC' ? sql`asc` : sql`desc`
  const needle = search.filter?.trim().toLowerCase()
  const match = needle
    ? sql`and (m.sort_name || ' ' || m.sort_email) like ${`%${escapeLike(needle)}%`}`
    : sql``
  // Distinct people first (one membership index walk), then only the page's rows in full.
  const { rows: people } = await sql<PersonRow>`with found as (
      select distinct m.user_id from tenant_memberships m
      where m.tenant_id = any(${search.tenantIds}::uuid[]) ${match}
        and ${visibleUser('m.user_id')}
    )
    select u.id, u.email, u.name, u.verified, u.metadata, u.created_at, u.last_login,
      u.tenant_id as home_tenant_id, count(*) over ()::int as total
    from found join users u on u.id = found.user_id
    order by ${sortKeys[search.sortBy]} ${direction}, u.id ${direction}
    limit ${search.limit} offset ${search.offset}`.execute(db)
  const ids = people.map((row) => row.id)
  const { rows: memberships } =
    ids.length === 0
      ? { rows: [] as MembershipRow[] }
      : await sql<MembershipRow>`select m.user_id, m.tenant_id, m.activated_for_tenant,
          r.id as role_id, r.key as role_key, r.name as role_name,
          r.description as role_description, r.is_default, r.permission_level,
          r.tenant_id as role_tenant_id, r.created_at as role_created_at,
          r.updated_at as role_updated_at,
          array(select p.key from role_permissions rp join permissions p on p.id = rp.permission_id
            where rp.role_id = r.id order by p.key) as permission_keys
        from tenant_memberships m
          left join user_tenant_roles utr on utr.user_id = m.user_id and utr.tenant_id = m.tenant_id
          left join roles r on r.id = utr.role_id
        where m.user_id = any(${ids}::uuid[]) and m.tenant_id = any(${search.tenantIds}::uuid[])
        order by m.tenant_id, r.permission_level, r.key`.execute(db)
  const granted = await permissionsOf(db, [
    ...new Set(memberships.flatMap((row) => row.role_id ?? [])),
  ])
  const items = people.map((person) => {
    const mine = memberships.filter((row) => row.user_id === person.id)
    const tenantIds = [...new Set(mine.map((row) => row.tenant_id))]
    return {
      id: person.id,
      sub: person.id,
      email: person.email ?? '',
      name: person.name,
      verified: person.verified,
      mfaEnrolled: false,
      provider: 'local',
      tenantId: person.home_tenant_id ?? tenantIds[0] ?? '',
      tenantIds,
      metadata: person.metadata,
      createdAt: new Date(person.created_at),
      tenants: tenantIds.map((tenantId) => {
        const rows = mine.filter((row) => row.tenant_id === tenantId)
        const roleIds = new Set(rows.flatMap((row) => row.role_id ?? []))
        return {
          tenantId,
          activated: rows[0]?.activated_for_tenant ?? false,
          lastLogin: person.last_login,
          permissions: heldPermissions(granted, roleIds),
          roles: rows.flatMap((row) =>
            row.role_id === null
              ? []
              : [
                  {
                    id: row.role_id,
                    vendorId: search.vendorId,
                    tenantId: row.role_tenant_id ?? '',
                    key: row.role_key ?? '',
                    name: row.role_name ?? '',
                    description: row.role_description ?? '',
                    isDefault: row.is_default ?? false,
                    firstUserRole: false,
                    level: row.permission_level ?? 0,
                    createdAt: row.role_created_at,
                    updatedAt: row.role_updated_at,
                    permissions: row.permission_keys ?? [],
                  },
                ],
          ),
        }
      }),
    }
  })
  return { items, totalItems: people[0]?.total ?? 0 }
}
