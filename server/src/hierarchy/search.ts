import { sql } from 'kysely'
import { visibleUser } from '../users/vendor-flags'
import type { Db } from '../db/database'
import type { SubAccountAccessType } from './table'

/** Sort keys of the search (`TenantSortByEnum`). */
export const tenantSortKeys = ['createdAt', 'name', 'tenantId'] as const

/** A search of sub-accounts under `parentId`. */
export interface SubTenantSearch {
  parentId: string
  /** Part of a name, any case: matches at every depth; without it, the parent's own children. */
  filter?: string | undefined
  sortBy: (typeof tenantSortKeys)[number]
  order: 'ASC' | 'DESC'
  limit: number
  offset: number
}

/** One found sub-account (`SearchSubTenantsResponse`). */
export interface FoundSubTenant {
  tenantId: string
  name: string
  createdAt: Date
  metadata: { isParent: boolean }
  isReseller: boolean
  subAccountAccessType: SubAccountAccessType
}

interface FoundRow {
  id: string | null
  name: string
  created_at: Date
  is_reseller: boolean
  sub_account_access_type: SubAccountAccessType
  is_parent: boolean
  total: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/**
 * A page of sub-accounts with the total, in one query: a level (the parent's children, by the
 * parent index) or, with a filter, the whole subtree by the path's GIN index (and, where pg_trgm
 * is installed, the name's trigram index), matched and sorted on the stored `name_lower`
 * (migration 0065). The matches are kept once as narrow
 * rows (id and sort key), counted, and the page is a top-N sort of them joined back to its 50
 * rows; whether each one has children is asked of those rows only. The total comes with an empty
 * page too (an offset past the end), so a page is always one round trip.
 */
export const searchSubTenants = async (
  db: Db,
  search: SubTenantSearch,
): Promise<{ items: FoundSubTenant[]; totalItems: number }> => {
  const direction = search.order === 'ASC' ? sql`asc` : sql`desc`
  const sortKey = {
    name: sql`t.name_lower`,
    createdAt: sql`t.created_at`,
    tenantId: sql`t.id`,
  }[search.sortBy]
  const needle = search.filter?.trim().toLowerCase()
  const scope = needle
    ? sql`t.path @> array[${search.parentId}::uuid] and t.id <> ${search.parentId}
        and t.name_lower like ${`%${escapeLike(needle)}%`}`
    : sql`t.parent_id = ${search.parentId}`
  const { rows } = await sql<FoundRow>`with found as materialized (
      select t.id, ${sortKey} as sort_key from tenants t where ${scope}
    ),
    page as (
      select f.id, f.sort_key from found f
      order by f.sort_key ${direction}, f.id ${direction}
      limit ${search.limit} offset ${search.offset}
    ),
    counted as (select count(*)::int as total from found)
    select t.id, t.name, t.created_at, t.is_reseller, t.sub_account_access_type, c.total,
      exists (select 1 from tenants k where k.parent_id = t.id) as is_parent
    from counted c
      left join (page p join tenants t on t.id = p.id) on true
    order by p.sort_key ${direction}, p.id ${direction}`.execute(db)
  const totalItems = rows[0]?.total ?? 0
  return {
    items: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              tenantId: row.id,
              name: row.name,
              createdAt: new Date(row.created_at),
              metadata: { isParent: row.is_parent },
              isReseller: row.is_reseller,
              subAccountAccessType: row.sub_account_access_type,
            },
          ],
    ),
    totalItems,
  }
}

/** How many accounts lie under each of `tenantIds` (any depth): a path index lookup each. */
export const subTreeSizes = async (db: Db, tenantIds: string[]): Promise<Map<string, number>> => {
  if (tenantIds.length === 0) return new Map()
  const { rows } = await sql<{ root: string; total: number }>`select r.id as root,
      (select count(*) from tenants t where t.path @> array[r.id])::int - 1 as total
    from unnest(${tenantIds}::uuid[]) as r (id)`.execute(db)
  return new Map(rows.map((row) => [row.root, Number(row.total)]))
}

/**
 * Members per tenant, and how many of them said yes to entering its sub-accounts; the vendor's
 * invisible users are never counted (the members of these accounts read the numbers).
 */
export const memberCounts = async (
  db: Db,
  tenantIds: string[],
): Promise<Map<string, { totalUsers: number; totalAccessAllowedUsers: number }>> => {
  if (tenantIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('tenant_memberships')
    .select([
      'tenant_id',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where sub_account_access))::int`.as('allowed'),
    ])
    .where('tenant_id', 'in', tenantIds)
    .where(visibleUser('user_id'))
    .groupBy('tenant_id')
    .execute()
  return new Map(
    rows.map((row) => [
      row.tenant_id,
      { totalUsers: Number(row.total), totalAccessAllowedUsers: Number(row.allowed) },
    ]),
  )
}
