import { sql } from 'kysely'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'

/**
 * The whole-subtree answers (wire §5.7 rows 3 and 4: `getSubTenants`, `getSubTenantsAsTree`) as
 * JSON text. Their wire calls take no paging, so the answer is whole: 10,000 accounts are about
 * 1.5 MB. The database writes each account's JSON (no row objects, dates or stringify in the
 * process), and an instance keeps each answer until its tree's `tree_version` moves (a tenant
 * added, deleted or renamed in it, migration 0056): a repeated read costs one read by key.
 */

/** `createdAt` as the wire writes dates (`Date#toJSON`: UTC, milliseconds). */
const isoDate = sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Level below the root (0: the root), then name (lower case, byte order), then id. */
const levelOf = (rootId: string) =>
  sql`cardinality(t.path) - array_position(t.path, ${rootId}::uuid)`
const order = (rootId: string) => sql`${levelOf(rootId)}, lower(t.name) collate "C", t.id`

/** The version of the tree `rootId` lies in, or undefined when there is no such tenant. */
export const treeVersion = async (db: Db, rootId: string): Promise<string | undefined> => {
  if (!isUuid(rootId)) return undefined
  const { rows } = await sql<{ version: string }>`select top.tree_version::text as version
    from tenants r join tenants top on top.id = r.path[1]
    where r.id = ${rootId}`.execute(db)
  return rows[0]?.version
}

/** Every account under `rootId` with its level, in one JSON array (`ISubTenant[]`). */
export const flatAnswer = async (db: Db, rootId: string): Promise<string> => {
  const { rows } = await sql<{ body: string | null }>`select json_agg(json_build_object(
      'tenantId', t.id, 'level', ${levelOf(rootId)}, 'tenantName', t.name, 'status', 'active',
      'createdAt', ${isoDate}) order by ${order(rootId)})::text as body
    from tenants t
    where t.path @> array[${rootId}::uuid] and t.id <> ${rootId}`.execute(db)
  return rows[0]?.body ?? '[]'
}

interface NodeRow {
  id: string
  parent_id: string | null
  node: string
}

/**
 * The root and everything under it as one nested JSON object (`ISubTenantTree`), or undefined
 * when the root does not exist. Each node's JSON comes from the database without its children;
 * going up from the deepest level, each is closed with its children's text in name order.
 */
export const treeAnswer = async (db: Db, rootId: string): Promise<string | undefined> => {
  const { rows } = await sql<NodeRow>`select t.id, t.parent_id, json_build_object(
      'tenantId', t.id, 'tenantName', t.name, 'status', 'active', 'createdAt', ${isoDate}
    )::text as node
    from tenants t
    where t.path @> array[${rootId}::uuid]
    order by ${order(rootId)}`.execute(db)
  const children = new Map<string, string[]>()
  let top: string | undefined
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index] as NodeRow
    const kids = children.get(row.id)?.reverse() ?? []
    const text = `${row.node.slice(0, -1)}, "children" : [${kids.join(',')}]}`
    if (row.id === rootId) {
      top = text
      continue
    }
    const parentId = row.parent_id ?? ''
    const siblings = children.get(parentId)
    if (siblings) siblings.push(text)
    else children.set(parentId, [text])
  }
  return top
}

/** Answers kept per kind and root, each with the tree version it was built at. */
const cache = new Map<string, { version: string; body: string }>()
/** What the kept answers may hold in all (UTF-16 units); the oldest go first past it. */
const CACHE_CHARS = 64 * 1024 * 1024
let cachedChars = 0

/**
 * The answer `build` makes for `rootId` at tree version `version`, from the cache when it was
 * built at that version. The version is read before the answer, so a kept answer is never older
 * than its version (at worst newer, and built again at the next request).
 */
export const cachedAnswer = async (
  kind: 'flat' | 'tree',
  rootId: string,
  version: string,
  build: () => Promise<string | undefined>,
): Promise<string | undefined> => {
  const key = `${kind}:${rootId}`
  const hit = cache.get(key)
  if (hit?.version === version) {
    cache.delete(key)
    cache.set(key, hit)
    return hit.body
  }
  const body = await build()
  const kept = cache.get(key)
  if (kept) {
    cache.delete(key)
    cachedChars -= kept.body.length
  }
  if (body === undefined || body.length > CACHE_CHARS / 4) return body
  for (const [oldest, entry] of cache) {
    if (cachedChars + body.length <= CACHE_CHARS) break
    cache.delete(oldest)
    cachedChars -= entry.body.length
  }
  cache.set(key, { version, body })
  cachedChars += body.length
  return body
}
