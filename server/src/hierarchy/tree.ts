import { sql } from 'kysely'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { SubAccountAccessType } from './table'

/** A tenant under another, `level` steps below it (1: a child). */
export interface SubTenantRow {
  id: string
  name: string
  parentId: string | null
  createdAt: Date
  isReseller: boolean
  accessType: SubAccountAccessType
  level: number
}

interface RawRow {
  id: string
  name: string
  parent_id: string | null
  created_at: Date
  is_reseller: boolean
  sub_account_access_type: SubAccountAccessType
  level: number
}

const toRow = (row: RawRow): SubTenantRow => ({
  id: row.id,
  name: row.name,
  parentId: row.parent_id,
  createdAt: new Date(row.created_at),
  isReseller: row.is_reseller,
  accessType: row.sub_account_access_type,
  level: Number(row.level),
})

const columns = sql`t.id, t.name, t.parent_id, t.created_at, t.is_reseller, t.sub_account_access_type`

/**
 * Every tenant under `rootId`, ordered by level then name (lower case, byte order) then id: one
 * lookup of the materialised path's GIN index (`path @> {root}`, migration 0056), whatever the
 * depth, where a recursive walk read the table once per level.
 */
export const descendantsOf = async (db: Db, rootId: string): Promise<SubTenantRow[]> => {
  const { rows } = await sql<RawRow>`select ${columns},
      cardinality(t.path) - array_position(t.path, ${rootId}::uuid) as level
    from tenants t
    where t.path @> array[${rootId}::uuid] and t.id <> ${rootId}
    order by level, lower(t.name) collate "C", t.id`.execute(db)
  return rows.map(toRow)
}

/**
 * The chain above `tenantId`, nearest first (level 1: its parent), stopping at `topId` included;
 * undefined when `topId` is not above it. The chain is the tenant's own path: one read by key
 * for the rows named in it.
 */
export const ancestorsUpTo = async (
  db: Db,
  tenantId: string,
  topId: string,
): Promise<SubTenantRow[] | undefined> => {
  if (!isUuid(tenantId) || !isUuid(topId)) return undefined
  const { rows } = await sql<RawRow>`select ${columns},
      cardinality(c.path) - array_position(c.path, t.id) as level
    from tenants c join tenants t on t.id = any(c.path)
    where c.id = ${tenantId} and t.id <> c.id
      and array_position(c.path, t.id) >= array_position(c.path, ${topId}::uuid)
    order by level`.execute(db)
  const chain = rows.map(toRow)
  return chain.some((row) => row.id === topId) ? chain : undefined
}

/**
 * How many levels `tenantId` lies under `ancestorId` (1: a child), or undefined when it is not
 * under it (itself included: a tenant is not its own sub-account). One read by key.
 */
export const depthUnder = async (
  db: Db,
  ancestorId: string,
  tenantId: string,
): Promise<number | undefined> => {
  if (ancestorId === tenantId || !isUuid(ancestorId) || !isUuid(tenantId)) return undefined
  const row = await db
    .selectFrom('tenants')
    .select(
      sql<number | null>`cardinality(path) - array_position(path, ${ancestorId}::uuid)`.as('depth'),
    )
    .where('id', '=', tenantId)
    .executeTakeFirst()
  return row?.depth == null ? undefined : Number(row.depth)
}

/** A tenant's own row (level 0), or undefined. */
export const tenantRow = async (db: Db, tenantId: string): Promise<SubTenantRow | undefined> => {
  if (!isUuid(tenantId)) return undefined
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'name', 'parent_id', 'created_at', 'is_reseller', 'sub_account_access_type'])
    .where('id', '=', tenantId)
    .executeTakeFirst()
  return row ? toRow({ ...row, level: 0 }) : undefined
}

/**
 * The ids among `ids` that are `rootId` or lie under it, in the order given (others, and ids that
 * are not UUIDs, left out), in one read by key checking each one's path.
 */
export const idsWithin = async (
  db: Db,
  rootId: string,
  ids: readonly string[],
): Promise<string[]> => {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter(isUuid))]
  if (wanted.length === 0 || !isUuid(rootId)) return []
  const rows = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', 'in', wanted)
    .where(sql<boolean>`path @> array[${rootId}::uuid]`)
    .execute()
  const inside = new Set(rows.map((row) => row.id))
  return wanted.filter((id) => inside.has(id))
}
