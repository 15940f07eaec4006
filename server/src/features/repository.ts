import { randomUUID } from 'node:crypto'
import { badRequest, conflict, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'

/** A feature as the management API shows it. */
export interface FeatureView {
  id: string
  key: string
  name: string
  description: string
  /** Keys of the permissions this feature gates (the bundle's `linkedPermissions`). */
  permissions: string[]
  metadata: Record<string, unknown>
  createdAt: Date
  updatedAt: Date
}

/** What a feature is created from; a patch has the same fields, all optional, but `key`. */
export interface FeatureInput {
  key: string
  name: string
  description?: string
  permissions?: string[]
  metadata?: Record<string, unknown>
}

interface FeatureRow {
  id: string
  key: string
  name: string
  description: string
  linked_permissions: unknown
  metadata: unknown
  created_at: Date
  updated_at: Date
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const toView = (row: FeatureRow): FeatureView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  permissions: stringList(row.linked_permissions),
  metadata:
    typeof row.metadata === 'object' && row.metadata !== null && !Array.isArray(row.metadata)
      ? (row.metadata as Record<string, unknown>)
      : {},
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** 400 unless every permission key is in the catalogue. */
const checkPermissionKeys = async (db: Db, keys: string[]) => {
  if (keys.length === 0) return
  const known = await db.selectFrom('permissions').select('key').where('key', 'in', keys).execute()
  const found = new Set(known.map((row) => row.key))
  const unknown = keys.filter((key) => !found.has(key))
  if (unknown.length > 0) throw badRequest(`permissions: unknown permission ${unknown.join(', ')}`)
}

const checkKeyFree = async (db: Db, key: string, exceptId?: string) => {
  let query = db.selectFrom('features').select('id').where('key', '=', key)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  if (await query.executeTakeFirst())
    throw conflict(`key: a feature with key ${key} already exists`)
}

/** Every feature, by key. */
export const listFeatures = async (db: Db): Promise<FeatureView[]> =>
  (await db.selectFrom('features').selectAll().orderBy('key').execute()).map(toView)

/** One feature, or a 404. */
export const getFeature = async (db: Db, id: string): Promise<FeatureView> => {
  if (!isUuid(id)) throw notFound('Feature not found')
  const row = await db.selectFrom('features').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Feature not found')
  return toView(row)
}

/** Creates a feature; 409 when its key is taken, 400 for unknown permission keys. */
export const createFeature = async (db: Db, input: FeatureInput, now: Date) => {
  const permissions = [...new Set(input.permissions ?? [])]
  await checkKeyFree(db, input.key)
  await checkPermissionKeys(db, permissions)
  const row = await db
    .insertInto('features')
    .values({
      id: randomUUID(),
      key: input.key,
      name: input.name,
      description: input.description ?? '',
      linked_permissions: JSON.stringify(permissions),
      metadata: JSON.stringify(input.metadata ?? {}),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toView(row)
}

/** Changes a feature; 404 when it does not exist. */
export const updateFeature = async (
  db: Db,
  id: string,
  patch: Partial<FeatureInput>,
  now: Date,
): Promise<FeatureView> => {
  await getFeature(db, id)
  if (patch.key !== undefined) await checkKeyFree(db, patch.key, id)
  const permissions = patch.permissions && [...new Set(patch.permissions)]
  if (permissions) await checkPermissionKeys(db, permissions)
  const row = await db
    .updateTable('features')
    .set({
      ...(patch.key === undefined ? {} : { key: patch.key }),
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(permissions ? { linked_permissions: JSON.stringify(permissions) } : {}),
      ...(patch.metadata === undefined ? {} : { metadata: JSON.stringify(patch.metadata) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toView(row)
}

/** Deletes a feature (and its plan and flag links); 404 when it does not exist. */
export const deleteFeature = async (db: Db, id: string): Promise<FeatureView> => {
  const feature = await getFeature(db, id)
  await db.deleteFrom('features').where('id', '=', id).execute()
  return feature
}

/**
 * The ids of features named by key (or by id when `by` is 'id'), in order; 400 naming `field`
 * when one is unknown.
 */
export const resolveFeatures = async (
  db: Db,
  values: string[],
  field: string,
  by: 'key' | 'id' = 'key',
): Promise<{ id: string; key: string }[]> => {
  const unique = [...new Set(values)]
  if (unique.length === 0) return []
  const candidates = by === 'id' ? unique.filter(isUuid) : unique
  const rows =
    candidates.length === 0
      ? []
      : await db.selectFrom('features').select(['id', 'key']).where(by, 'in', candidates).execute()
  const found = new Map(rows.map((row) => [row[by], row]))
  const unknown = unique.filter((value) => !found.has(value))
  if (unknown.length > 0) throw badRequest(`${field}: unknown feature ${unknown.join(', ')}`)
  return unique.flatMap((value) => found.get(value) ?? [])
}
