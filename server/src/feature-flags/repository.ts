import { randomUUID } from 'node:crypto'
import { storedRules } from '../entitlements/rule-schema'
import { resolveFeatures } from '../features/repository'
import { badRequest, conflict, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Rule, Treatment } from '../../../src/entitlements'
import type { Db } from '../db/database'

/** A feature flag as the management API shows it. */
export interface FeatureFlagView {
  id: string
  key: string
  name: string
  description: string
  on: boolean
  offTreatment: Treatment
  defaultTreatment: Treatment
  rules: Rule[]
  /** Keys of the features the flag gates (each feature has at most one flag). */
  featureKeys: string[]
  createdAt: Date
  updatedAt: Date
}

/** What a flag is created from (validated rules); a patch has the same fields, all optional. */
export interface FeatureFlagInput {
  key: string
  name: string
  description?: string
  on: boolean
  offTreatment: Treatment
  defaultTreatment: Treatment
  rules?: Rule[]
  featureKeys?: string[]
}

const selectFlags = (db: Db) =>
  db
    .selectFrom('feature_flags as ff')
    .selectAll('ff')
    .select((eb) =>
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('feature_flag_features as fff')
            .innerJoin('features as f', 'f.id', 'fff.feature_id')
            .select('f.key')
            .whereRef('fff.flag_id', '=', 'ff.id')
            .orderBy('f.key'),
        ])
        .as('feature_keys'),
    )

type FlagRow = Awaited<ReturnType<ReturnType<typeof selectFlags>['executeTakeFirstOrThrow']>>

const toView = (row: FlagRow): FeatureFlagView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  on: row.on,
  offTreatment: row.off_treatment,
  defaultTreatment: row.default_treatment,
  rules: storedRules(row.rules),
  featureKeys: row.feature_keys,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** Every flag, by key. */
export const listFeatureFlags = async (db: Db): Promise<FeatureFlagView[]> =>
  (await selectFlags(db).orderBy('ff.key').execute()).map(toView)

/** One flag, or a 404. */
export const getFeatureFlag = async (db: Db, id: string): Promise<FeatureFlagView> => {
  const row = isUuid(id) ? await selectFlags(db).where('ff.id', '=', id).executeTakeFirst() : null
  if (!row) throw notFound('Feature flag not found')
  return toView(row)
}

const checkKeyFree = async (db: Db, key: string, exceptId?: string) => {
  let query = db.selectFrom('feature_flags').select('id').where('key', '=', key)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  if (await query.executeTakeFirst()) {
    throw conflict(`key: a feature flag with key ${key} already exists`)
  }
}

/** Replaces the flag's features; 400 naming `featureKeys` for unknown ones or ones another flag has. */
const setFlagFeatures = async (db: Db, flagId: string, keys: string[]) => {
  const features = await resolveFeatures(db, keys, 'featureKeys')
  await db.deleteFrom('feature_flag_features').where('flag_id', '=', flagId).execute()
  if (features.length === 0) return
  const taken = await db
    .selectFrom('feature_flag_features as fff')
    .innerJoin('features as f', 'f.id', 'fff.feature_id')
    .select('f.key')
    .where(
      'fff.feature_id',
      'in',
      features.map((feature) => feature.id),
    )
    .execute()
  if (taken.length > 0) {
    const names = taken.map((row) => row.key).join(', ')
    throw badRequest(`featureKeys: ${names} already linked to another feature flag`)
  }
  await db
    .insertInto('feature_flag_features')
    .values(features.map((feature) => ({ flag_id: flagId, feature_id: feature.id })))
    .execute()
}

/** Creates a flag; 409 when its key is taken. */
export const createFeatureFlag = async (
  db: Db,
  input: FeatureFlagInput,
  now: Date,
): Promise<FeatureFlagView> => {
  await checkKeyFree(db, input.key)
  const id = randomUUID()
  await db
    .insertInto('feature_flags')
    .values({
      id,
      key: input.key,
      name: input.name,
      description: input.description ?? '',
      on: input.on,
      off_treatment: input.offTreatment,
      default_treatment: input.defaultTreatment,
      rules: JSON.stringify(input.rules ?? []),
      created_at: now,
      updated_at: now,
    })
    .execute()
  await setFlagFeatures(db, id, input.featureKeys ?? [])
  return getFeatureFlag(db, id)
}

/** Changes a flag; `featureKeys`, when given, replaces its features. */
export const updateFeatureFlag = async (
  db: Db,
  id: string,
  patch: Partial<FeatureFlagInput>,
  now: Date,
): Promise<FeatureFlagView> => {
  await getFeatureFlag(db, id)
  if (patch.key !== undefined) await checkKeyFree(db, patch.key, id)
  await db
    .updateTable('feature_flags')
    .set({
      ...(patch.key === undefined ? {} : { key: patch.key }),
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.on === undefined ? {} : { on: patch.on }),
      ...(patch.offTreatment === undefined ? {} : { off_treatment: patch.offTreatment }),
      ...(patch.defaultTreatment === undefined
        ? {}
        : { default_treatment: patch.defaultTreatment }),
      ...(patch.rules === undefined ? {} : { rules: JSON.stringify(patch.rules) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
  if (patch.featureKeys) await setFlagFeatures(db, id, patch.featureKeys)
  return getFeatureFlag(db, id)
}

/** Deletes a flag; 404 when it does not exist. */
export const deleteFeatureFlag = async (db: Db, id: string): Promise<FeatureFlagView> => {
  const flag = await getFeatureFlag(db, id)
  await db.deleteFrom('feature_flags').where('id', '=', id).execute()
  return flag
}
