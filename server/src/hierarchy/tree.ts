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

const byLevelThenName = (a: SubTenantRow, b: SubTenantRow) => {
  if (a.level !== b.level) return a.level - b.level
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()]
  if (x !== y) return x < y ? -1 : 1
  return a.id < b.id ? -1 : 1
}

/**
 * Every tenant under `rootId`, in one recursive query down the parent index (never a read per
 * level), ordered by level then name (in the process: a collated sort of the whole subtree in the
 * database costs more than the walk itself).
 */
export const descendantsOf = async (db: Db, rootId: string): Promise<SubTenantRow[]> => {
  const { rows } = await sql<RawRow>`with recursive sub as (
      select t.id, t.name, t.parent_id, t.created_at, t.is_reseller, t.sub_account_access_type,
        1 as level
      from tenants t where t.parent_id = ${rootId}
      union all
      select t.id, t.name, t.parent_id, t.created_at, t.is_reseller, t.sub_account_access_type,
        sub.level + 1
      from tenants t join sub on t.parent_id = sub.id
    )
    select * from sub`.execute(db)
  return rows.map(toRow).sort(byLevelThenName)
}

/**
 * The chain above `tenantId`, nearest first (level 1: its parent), stopping at `topId` included;
 * undefined when `topId` is not above it. One recursive query up the primary key.
 */
export const ancestorsUpTo = async (
  db: Db,
  tenantId: string,
  topId: string,
): Promise<SubTenantRow[] | undefined> => {
  if (!isUuid(tenantId)) return undefined
  const { rows } = await sql<RawRow>`with recursive up as (
      select p.id, p.name, p.parent_id, p.created_at, p.is_reseller, p.sub_account_access_type,
        1 as level
      from tenants c join tenants p on p.id = c.parent_id where c.id = ${tenantId}
      union all
      select p.id, p.name, p.parent_id, p.created_at, p.is_reseller, p.sub_account_access_type,
        up.level + 1
      from tenants p join up on p.id = up.parent_id where up.id <> ${topId}
    )
    select * from up order by level`.execute(db)
  const chain = rows.map(toRow)
  return chain.some((row) => row.id === topId) ? chain : undefined
}

/**
 * How many levels `tenantId` lies under `ancestorId` (1: a child), or undefined when it is not
 * under it (itself included: a tenant is not its own sub-account).
 */
export const depthUnder = async (
  db: Db,
  ancestorId: string,
  tenantId: string,
): Promise<number | undefined> => {
  if (ancestorId === tenantId) return undefined
  const chain = await ancestorsUpTo(db, tenantId, ancestorId)
  return chain?.length
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

/** A node of the tree answer (`ISubTenantTree`). */
export interface SubTenantTree {
  tenantId: string
  tenantName: string
  status: 'active'
  createdAt: Date
  children: SubTenantTree[]
}

/** The tree under `root` built from its descendants' rows in one pass. */
export const buildTree = (root: SubTenantRow, rows: readonly SubTenantRow[]): SubTenantTree => {
  const nodeOf = (row: SubTenantRow): SubTenantTree => ({
    tenantId: row.id,
    tenantName: row.name,
    status: 'active',
    createdAt: row.createdAt,
    children: [],
  })
  const top = nodeOf(root)
  const nodes = new Map<string, SubTenantTree>([[root.id, top]])
  for (const row of rows) nodes.set(row.id, nodeOf(row))
  for (const row of rows) {
    const node = nodes.get(row.id)
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
    if (node && parent) parent.children.push(node)
  }
  return top
}

/**
 * The ids among `ids` that are `rootId` or lie under it, in the order given (others, and ids that
 * are not UUIDs, left out), in one recursive query up from all of them at once.
 */
export const idsWithin = async (
  db: Db,
  rootId: string,
  ids: readonly string[],
): Promise<string[]> => {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter(isUuid))]
  if (wanted.length === 0) return []
  const { rows } = await sql<{ start: string }>`with recursive up as (
      select id as start, id, parent_id from tenants where id = any(${wanted}::uuid[])
      union all
      select up.start, t.id, t.parent_id from tenants t join up on t.id = up.parent_id
      where up.id <> ${rootId}
    )
    select distinct start from up where id = ${rootId}`.execute(db)
  const inside = new Set(rows.map((row) => row.start))
  return wanted.filter((id) => inside.has(id))
}
