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
 * create or one delete, the kept answer is moved on in place (answer-patch.ts) instead of built
 * again.
 */

/**
 * Where the answers of `rootId` come from: its tree's top account and that tree's version, and
 * the change that moved it there when that was one rename, create or delete (0066, 0067).
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
  below: string[] | null
}

/** The tree `rootId` lies in and its version, or undefined when there is no such tenant. */
export const treeAt = async (db: Db, rootId: string): Promise<TreeAt | undefined> => {
  if (!isUuid(rootId)) return undefined
  const { rows } = await sql<TreeRow>`select top.id as top_id,
      top.tree_version::text as version, c.version_before::text as before, c.kind,
      c.account_id as changed, c.removed_below::text[] as below
    from tenants r join tenants top on top.id = r.path[1]
      left join tenant_tree_changes c on c.top_id = top.id and c.version = top.tree_version
    where r.id = ${rootId}`.execute(db)
  const row = rows[0]
  if (!row) return undefined
  const { top_id: topId, version, before, kind, changed, below } = row
  return {
    topId,
    version,
    change:
      before === null || kind === null || changed === null
        ? undefined
        : { kind, id: changed, from: before, below: below ?? [] },
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

interface Body {
  body: string | null
}

/** Every account under `rootId` with its level, in one JSON array (`ISubTenant[]`). */
export const flatAnswer = async (db: Db, { topId }: TreeAt, rootId: string): Promise<string> => {
  const { rows } =
    rootId === topId
      ? await sql<Body>`select tenant_flat_answer(${topId}::uuid) as body`.execute(db)
      : await sql<Body>`select '[' || string_agg(
            '{"tenantId" : "' || t.id || '", "level" : '
              || (cardinality(t.path) - array_position(t.path, ${rootId}::uuid))
              || ', ' || t.wire_node || '}',
            ', ' order by ${order}) || ']' as body
          from ${subtree(topId, rootId)} and t.id <> ${rootId}`.execute(db)
  return rows[0]?.body ?? '[]'
}

/**
 * The lines of `tenant_tree_rows` (migration 0067) for the subtree of `rootId`, in level then
 * name order, the root first: each is the parent's id (36 characters) and the account's opening
 * text, `{"tenantId" : "<id>", …, "children" : [`. A top-level root reads them in index order in
 * the database; a root lower down reads its subtree by the path index and sorts it.
 */
const treeLines = async (db: Db, topId: string, rootId: string) => {
  const { rows } =
    rootId === topId
      ? await sql<Body>`select tenant_tree_rows(${topId}::uuid) as body`.execute(db)
      : await sql<Body>`select string_agg(
            coalesce(t.parent_id::text, repeat(' ', 36)) || '{"tenantId" : "' || t.id || '", '
              || t.wire_node || ', "children" : [', E'\n' order by ${order}) as body
          from ${subtree(topId, rootId)}`.execute(db)
  return rows[0]?.body?.split('\n') ?? []
}

/** Where an account's id lies in its line: after its parent's id and `{"tenantId" : "`. */
const ID_AT = 36 + 15

/**
 * The root and everything under it as one nested JSON object (`ISubTenantTree`), or undefined
 * when the root does not exist. The lines come in level then name order, so each account's
 * children are met in name order: one pass links each to its parent (first child, next sibling),
 * and a walk along those links from the root (no stack: a tree may be deep) lays the pieces out
 * once and joins them.
 */
export const treeAnswer = async (
  db: Db,
  { topId }: TreeAt,
  rootId: string,
): Promise<string | undefined> => {
  const lines = await treeLines(db, topId, rootId)
  const count = lines.length
  if (count === 0 || lines[0]?.slice(ID_AT, ID_AT + 36) !== rootId) return undefined
  const at = new Map<string, number>()
  const parent = new Int32Array(count)
  const first = new Int32Array(count).fill(-1)
  const last = new Int32Array(count).fill(-1)
  const next = new Int32Array(count).fill(-1)
  for (let index = 0; index < count; index++) {
    const line = lines[index] as string
    at.set(line.slice(ID_AT, ID_AT + 36), index)
    if (index === 0) continue
    const up = at.get(line.slice(0, 36))
    if (up === undefined) return undefined
    parent[index] = up
    if (first[up] === -1) first[up] = index
    else next[last[up] as number] = index
    last[up] = index
  }
  const pieces: string[] = [(lines[0] as string).slice(36)]
  let node = 0
  for (;;) {
    const child = first[node] as number
    if (child !== -1) {
      node = child
      pieces.push((lines[node] as string).slice(36))
      continue
    }
    pieces.push(']}')
    while (node !== 0 && next[node] === -1) {
      node = parent[node] as number
      pieces.push(']}')
    }
    if (node === 0) break
    node = next[node] as number
    pieces.push(',', (lines[node] as string).slice(36))
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
 * answer is `patch` of it (one rename, create or delete, put in place), or built when `patch`
 * cannot tell.
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
