import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { TreeAt } from './answers'

/**
 * A kept whole-subtree answer moved on by one rename, one create (migration 0066 records them) or
 * one delete (migration 0067),
 * instead of built again: a renamed account's JSON is cut out of the text and put back, with its
 * new name, before the account that now follows it (found by key in the tree-order index); a
 * created one is put in the same way. What the
 * database says is read in one statement that also reads the tree's version: unless that is still
 * the version the request read, the patch gives up and the answer is built afresh.
 *
 * Finding an account in the text is safe because every name in it is JSON-escaped: a quote in a
 * name is written `\"`, so neither `{"tenantId" : "` nor `", "status" : "active", "createdAt" : "`
 * can occur inside one.
 */

const opening = (id: string) => `{"tenantId" : "${id}"`
const beforeDate = '", "status" : "active", "createdAt" : "'

/** Where the account's own fields end (just after its `createdAt`, which holds no quote). */
const fieldsEnd = (text: string, start: number) => {
  const at = text.indexOf(beforeDate, start)
  const end = at < 0 ? -1 : text.indexOf('"', at + beforeDate.length)
  return end < 0 ? -1 : end + 1
}

/** Just after the object or array opening at `start`, skipping what is inside strings. */
const closing = (text: string, start: number) => {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (char === 34) {
      for (index++; index < text.length && text.charCodeAt(index) !== 34; index++) {
        if (text.charCodeAt(index) === 92) index++
      }
    } else if (char === 123 || char === 91) depth++
    else if (char === 125 || char === 93) {
      depth--
      if (depth === 0) return index + 1
    }
  }
  return -1
}

/** `text` without `[start, end)` and the separator that joined it to a neighbour. */
const cut = (text: string, start: number, end: number, separator: string) => {
  if (text.startsWith(separator, end))
    return text.slice(0, start) + text.slice(end + separator.length)
  if (text.endsWith(separator, start))
    return text.slice(0, start - separator.length) + text.slice(end)
  return text.slice(0, start) + text.slice(end)
}

interface Changed {
  version: string
  inside: boolean
  parent_id: string | null
  flat_item: string
  tree_fields: string
  flat_next: string | null
  tree_next: string | null
}

/** The changed account as the answers write it now, and what follows it in each answer. */
const readChanged = async (db: Db, { topId }: TreeAt, rootId: string, changedId: string) => {
  const { rows } = await sql<Changed>`select top.tree_version::text as version,
      x.path @> array[${rootId}::uuid] as inside, x.parent_id,
      '{"tenantId" : "' || x.id || '", "level" : '
        || (cardinality(x.path) - array_position(x.path, ${rootId}::uuid))
        || ', ' || x.wire_node || '}' as flat_item,
      '{"tenantId" : "' || x.id || '", ' || x.wire_node as tree_fields,
      (select s.id from tenants s
        where s.path[1] = top.id and s.path @> array[${rootId}::uuid]
          and s.id <> ${rootId} and s.id <> x.id
          and (cardinality(s.path), s.name_lower collate "C", s.id)
            > (cardinality(x.path), x.name_lower collate "C", x.id)
        order by cardinality(s.path), s.name_lower collate "C", s.id
        limit 1) as flat_next,
      (select s.id from tenants s
        where s.parent_id = x.parent_id and s.id <> x.id
          and (s.name_lower collate "C", s.id) > (x.name_lower collate "C", x.id)
        order by s.name_lower collate "C", s.id
        limit 1) as tree_next
    from tenants x join tenants top on top.id = x.path[1]
    where x.id = ${changedId} and top.id = ${topId}`.execute(db)
  return rows[0]
}

/** The most items a flat list has cut out for one delete before it is built afresh instead. */
const MOST_CUT = 100

/**
 * `body` without the deleted account `id`: in the tree, its whole subtree (one piece of the
 * text); in the flat list, its item and those of the accounts deleted with it (`below`).
 */
const patchDeleted = async (
  db: Db,
  kind: 'flat' | 'tree',
  tree: TreeAt,
  id: string,
  below: string[],
  body: string,
) => {
  const { rows } = await sql<{ version: string }>`select tree_version::text as version
    from tenants where id = ${tree.topId}`.execute(db)
  if (rows[0]?.version !== tree.version) return undefined
  let start = body.indexOf(opening(id))
  if (start < 0) return body
  if (kind === 'tree') {
    const end = closing(body, start)
    return end < 0 ? undefined : cut(body, start, end, ',')
  }
  if (below.length > MOST_CUT) return undefined
  let rest = body
  for (const gone of [id, ...below]) {
    start = rest.indexOf(opening(gone))
    const fields = start < 0 ? -1 : fieldsEnd(rest, start)
    if (fields < 0) return undefined
    rest = cut(rest, start, fields + 1, ', ')
  }
  return rest
}

/** `node` put into `rest` (which lacks it) where the database says it goes. */
const place = (kind: 'flat' | 'tree', rest: string, now: Changed, node: string) => {
  if (kind === 'flat') {
    const next = now.flat_next === null ? rest.length - 1 : rest.indexOf(opening(now.flat_next))
    if (next < 0) return undefined
    const item = now.flat_next === null ? (rest === '[]' ? '' : ', ') + node : `${node}, `
    return rest.slice(0, next) + item + rest.slice(next)
  }
  if (now.tree_next !== null) {
    const next = rest.indexOf(opening(now.tree_next))
    return next < 0 ? undefined : `${rest.slice(0, next)}${node},${rest.slice(next)}`
  }
  const parent = now.parent_id === null ? -1 : rest.indexOf(opening(now.parent_id))
  const parentEnd = parent < 0 ? -1 : closing(rest, parent)
  if (parentEnd < 0) return undefined
  const last = parentEnd - 2
  const separator = rest.charCodeAt(last - 1) === 91 ? '' : ','
  return rest.slice(0, last) + separator + node + rest.slice(last)
}

/** The one change the tree's last statement made (migration 0066). */
export interface TreeChange {
  kind: 'renamed' | 'created' | 'deleted'
  id: string
  /** The tree's version before it. */
  from: string
  /** For a delete: the accounts deleted with it (those under it). */
  below: string[]
}

/**
 * The kept answer `body` of `rootId` after `change` moved the tree to `tree.version`, or
 * undefined when it cannot tell (the tree moved on again, or the text is not what it expects):
 * the caller then builds the answer afresh. A created account is a leaf (it was inserted alone,
 * and the version says nothing happened since), so it goes in with no children.
 */
export const patchAnswer = async (
  db: Db,
  kind: 'flat' | 'tree',
  tree: TreeAt,
  rootId: string,
  change: TreeChange,
  body: string,
): Promise<string | undefined> => {
  const { id } = change
  if (change.kind === 'deleted') return patchDeleted(db, kind, tree, id, change.below, body)
  const now = await readChanged(db, tree, rootId, id)
  if (now?.version !== tree.version) return undefined
  if (!now.inside || (kind === 'flat' && id === rootId)) return body
  const start = body.indexOf(opening(id))
  if (change.kind === 'created') {
    if (start >= 0 || id === rootId) return undefined
    return place(
      kind,
      body,
      now,
      kind === 'flat' ? now.flat_item : `${now.tree_fields}, "children" : []}`,
    )
  }
  const fields = start < 0 ? -1 : fieldsEnd(body, start)
  if (fields < 0) return undefined
  if (kind === 'flat') return place(kind, cut(body, start, fields + 1, ', '), now, now.flat_item)
  const end = closing(body, start)
  if (end < 0) return undefined
  const node = now.tree_fields + body.slice(fields, end)
  return id === rootId ? node : place(kind, cut(body, start, end, ','), now, node)
}
