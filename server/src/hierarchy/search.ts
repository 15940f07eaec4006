import { sql } from 'kysely'
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
  id: string
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
 * parent index) or, with a filter, the whole subtree walked once by a recursive query.
 */
export const searchSubTenants = async (
  db: Db,
  search: SubTenantSearch,
): Promise<{ items: FoundSubTenant[]; totalItems: number }> => {
  const direction = search.order === 'ASC' ? sql`asc` : sql`desc`
  const sortKey = {
    name: sql`lower(t.name)`,
    createdAt: sql`t.created_at`,
    tenantId: sql`t.id`,
  }[search.sortBy]
  const needle = search.filter?.trim().toLowerCase()
  const scope = needle
    ? sql`with recursive sub as (
          select id from tenants where parent_id = ${search.parentId}
          union all
          select t.id from tenants t join sub on t.parent_id = sub.id
        )
        select t.* from sub join tenants t on t.id = sub.id
        where lower(t.name) like ${`%${escapeLike(needle)}%`}`
    : sql`select t.* from tenants t where t.parent_id = ${search.parentId}`
  const { rows } = await sql<FoundRow>`with found as (${scope})
    select t.id, t.name, t.created_at, t.is_reseller, t.sub_account_access_type,
      exists (select 1 from tenants c where c.parent_id = t.id) as is_parent,
      count(*) over ()::int as total
    from found t
    order by ${sortKey} ${direction}, t.id ${direction}
    limit ${search.limit} offset ${search.offset}`.execute(db)
  let totalItems = rows[0]?.total ?? 0
  if (rows.length === 0 && search.offset > 0) {
    const counted = await sql<{ total: number }>`with found as (${scope})
      select count(*)::int as total from found`.execute(db)
    totalItems = counted.rows[0]?.total ?? 0
  }
  return {
    items: rows.map((row) => ({
      tenantId: row.id,
      name: row.name,
      createdAt: new Date(row.created_at),
      metadata: { isParent: row.is_parent },
      isReseller: row.is_reseller,
      subAccountAccessType: row.sub_account_access_type,
    })),
    totalItems,
  }
}

/** How many accounts lie under each of `tenantIds` (any depth), in one recursive query. */
export const subTreeSizes = async (db: Db, tenantIds: string[]): Promise<Map<string, number>> => {
  if (tenantIds.length === 0) return new Map()
  const { rows } = await sql<{ root: string; total: number }>`with recursive sub as (
      select id as root, id from tenants where id = any(${tenantIds}::uuid[])
      union all
      select sub.root, t.id from tenants t join sub on t.parent_id = sub.id
    )
    select root, (count(*) - 1)::int as total from sub group by root`.execute(db)
  return new Map(rows.map((row) => [row.root, Number(row.total)]))
}

/** Members per tenant, and how many of them said yes to entering its sub-accounts. */
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
    .groupBy('tenant_id')
    .execute()
  return new Map(
    rows.map((row) => [
      row.tenant_id,
      { totalUsers: Number(row.total), totalAccessAllowedUsers: Number(row.allowed) },
    ]),
  )
}
