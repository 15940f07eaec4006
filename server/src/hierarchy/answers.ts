import { sql } from 'kysely'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { TreeChange } from './answer-patch'

/**
 * The whole-subtree answers (wire §5.7 rows 3 and 4: `getSubTenants`, `getSubTenantsAsTree`) as
 * JSON text. Their wire calls take no paging, so the answer is whole: 10,000 accounts are about
 * 1.6 MB. Each account's JSON is kept on its row (`wire_node`, migration 0066, kept by a trigger),
 * so a build concatenates stored text in index order: no row objects, dates or stringify in the
 * process, no `json_build_object` per account in the database. An instance keeps each answer
 * until its tree's `tree_version` moves (a tenant added, deleted or renamed in it, migration
 * 0056): a repeated read costs one read by key. When the version moved by one rename or one
 * create, the kept answer is moved on in place (answer-patch.ts) instead of built again.
 */

/**
 * Where the answers of `rootId` come from: its tree's top account and that tree's version, and
 * the change that moved it there when that was one rename or one create (migration 0066).
 */
export interface TreeAt {
  topId: string
  version: string
  change?: TreeChange | undefined
}

interface TreeRow {
  top_id: string
  version: string
  before: string | null
  kind: TreeChange['kind'] | null
  changed: string | null
}

/** The tree `rootId` lies in and its version, or undefined when there is no such tenant. */
export const treeAt = async (db: Db, rootId: string): Promise<TreeAt | undefined> => {
  if (!isUuid(rootId)) return undefined
  const { rows } = await sql<TreeRow>`select top.id as top_id,
      top.tree_version::text as version, c.version_before::text as before, c.kind,
      c.account_id as changed
    from tenants r join tenants top on top.id = r.path[1]
      left join tenant_tree_changes c on c.top_id = top.id and c.version = top.tree_version
    where r.id = ${rootId}`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  const { top_id: topId, version, before, kind, changed } = row
  return {
    topId,
    version,
    change:
      before === null || kind === null || changed === null
        ? undefined
        : { kind, id: changed, from: before },
  }
}

/**
 * The accounts of the subtree of `rootId` in the tree of `topId`, in the answers' order: level
 * below the root (0: the root), then name (lower case, byte order), then id: the order of the
 * tree-order index (0066), on the stored `name_lower` (0065).
 */
const subtree = (topId: string, rootId: string) =>
  sql`tenants t where t.path[1] = ${topId}::uuid and t.path @> array[${rootId}::uuid]`
const order = sql`cardinality(t.path), t.name_lower collate "C", t.id`

/** Every account under `rootId` with its level, in one JSON array (`ISubTenant[]`). */
export const flatAnswer = async (db: Db, { topId }: TreeAt, rootId: string): Promise<string> => {
  const { rows } = await sql<{ body: string | null }>`select '[' || string_agg(
      '{"tenantId" : "' || t.id || '", "level" : '
        || (cardinality(t.path) - array_position(t.path, ${rootId}::uuid))
        || ', ' || t.wire_node || '}',
      ', ' order by ${order}) || ']' as body
    from ${subtree(topId, rootId)} and t.id <> ${rootId}`.execute(db)
  return rows[0]?.body ?? '[]'
}

interface NodeRow {
  id: string
  parent_id: string | null
  node: string
}

/** What closes an account's children, or separates two siblings, on the walk below. */
type Step = number | ']}' | ','

/**
 * The root and everything under it as one nested JSON object (`ISubTenantTree`), or undefined
 * when the root does not exist. Each account's opening text comes from the database in level
 * then name order, so each one's children are listed in name order; a walk from the root, with
 * a stack (a tree may be deep), lays the pieces out once and joins them.
 */
export const treeAnswer = async (
  db: Db,
  { topId }: TreeAt,
  rootId: string,
): Promise<string | undefined> => {
  const { rows } = await sql<NodeRow>`select t.id, t.parent_id,
      '{"tenantId" : "' || t.id || '", ' || t.wire_node || ', "children" : [' as node
    from ${subtree(topId, rootId)}
    order by ${order}`.execute(db)
  if (rows[0]?.id !== rootId) return undefined
  const children = new Map<string, number[]>()
  for (let index = 1; index < rows.length; index++) {
    const parentId = (rows[index] as NodeRow).parent_id ?? ''
    const siblings = children.get(parentId)
    if (siblings) siblings.push(index)
    else children.set(parentId, [index])
  }
  const pieces: string[] = []
  const steps: Step[] = [0]
  for (let step = steps.pop(); step !== undefined; step = steps.pop()) {
    if (typeof step === 'string') {
      pieces.push(step)
      continue
    }
    const row = rows[step] as NodeRow
    pieces.push(row.node)
    steps.push(']}')
    const kids = children.get(row.id) ?? []
    for (let kid = kids.length - 1; kid >= 0; kid--) {
      steps.push(kids[kid] as number)
      if (kid > 0) steps.push(',')
    }
  }
  return pieces.join('')
}

/** Answers kept per kind and root, each with the tree version it was built at. */
const cache = new Map<string, { version: string; body: string }>()
/** Builds under way per kind and root, so that concurrent first reads build once. */
const building = new Map<string, { version: string; body: Promise<string | undefined> }>()
/** What the kept answers may hold in all (UTF-16 units); the oldest go first past it. */
const CACHE_CHARS = 64 * 1024 * 1024
let cachedChars = 0

const keep = (key: string, version: string, body: string | undefined) => {
  const kept = cache.get(key)
  if (kept && BigInt(kept.version) > BigInt(version)) return
  if (kept) {
    cache.delete(key)
    cachedChars -= kept.body.length
  }
  if (body === undefined || body.length > CACHE_CHARS / 4) return
  for (const [oldest, entry] of cache) {
    if (cachedChars + body.length <= CACHE_CHARS) break
    cache.delete(oldest)
    cachedChars -= entry.body.length
  }
  cache.set(key, { version, body })
  cachedChars += body.length
}

/**
 * The answer `build` makes for `rootId` at tree version `version`, from the cache when it was
 * built at that version. The version is read before the answer, so a kept answer is never older
 * than its version (at worst newer, and built again at the next request). Reads that miss at
 * the same version while a build is under way wait for that build instead of starting another.
 * When the kept answer is at the version just before the current one and `patch` is given, the
 * answer is `patch` of it (one rename or create, put in place), or built when `patch` cannot tell.
 */
export const cachedAnswer = async (
  kind: 'flat' | 'tree',
  rootId: string,
  version: string,
  build: () => Promise<string | undefined>,
  patch?: { from: string; apply: (body: string) => Promise<string | undefined> },
): Promise<string | undefined> => {
  const key = `${kind}:${rootId}`
  const hit = cache.get(key)
  if (hit?.version === version) {
    cache.delete(key)
    cache.set(key, hit)
    return hit.body
  }
  const running = building.get(key)
  if (running?.version === version) return running.body
  const body =
    patch && hit?.version === patch.from
      ? patch.apply(hit.body).then((patched) => patched ?? build())
      : build()
  building.set(key, { version, body })
  try {
    const built = await body
    keep(key, version, built)
    return built
  } finally {
    if (building.get(key)?.body === body) building.delete(key)
  }
}
