import { randomUUID } from 'node:crypto'
import { storedRules } from '../entitlements/rule-schema'
import { resolveFeatures } from '../features/repository'
import { notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Rule, Treatment } from '../../../src/entitlements'
import type { Db } from '../db/database'

/** A plan as the management API shows it. */
export interface PlanView {
  id: string
  name: string
  description: string
  defaultTreatment: Treatment
  rules: Rule[]
  /** Keys of the plan's features. */
  featureKeys: string[]
  createdAt: Date
  updatedAt: Date
}

/** What a plan is created from (validated rules); a patch has the same fields, all optional. */
export interface PlanInput {
  name: string
  description?: string
  defaultTreatment: Treatment
  rules?: Rule[]
  featureKeys?: string[]
}

const selectPlans = (db: Db) =>
  db
    .selectFrom('plans as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('plan_features as pf')
            .innerJoin('features as f', 'f.id', 'pf.feature_id')
            .select('f.key')
            .whereRef('pf.plan_id', '=', 'p.id')
            .orderBy('f.key'),
        ])
        .as('feature_keys'),
    )

type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>

const toView = (row: PlanRow): PlanView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  defaultTreatment: row.default_treatment,
  rules: storedRules(row.rules),
  featureKeys: row.feature_keys,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** Every plan, by name; with `ids`, only those. */
export const listPlans = async (db: Db, ids?: string[]): Promise<PlanView[]> => {
  if (ids?.length === 0) return []
  let query = selectPlans(db)
  if (ids) query = query.where('p.id', 'in', ids)
  return (await query.orderBy('p.name').orderBy('p.id').execute()).map(toView)
}

/** One plan, or a 404. */
export const getPlan = async (db: Db, id: string): Promise<PlanView> => {
  const row = isUuid(id) ? await selectPlans(db).where('p.id', '=', id).executeTakeFirst() : null
  if (!row) throw notFound('Plan not found')
  return toView(row)
}

/** Links features to a plan (already linked ones are kept). */
export const linkPlanFeatures = async (db: Db, planId: string, featureIds: string[]) => {
  if (featureIds.length === 0) return
  await db
    .insertInto('plan_features')
    .values(featureIds.map((featureId) => ({ plan_id: planId, feature_id: featureId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

/** Unlinks features from a plan. */
export const unlinkPlanFeatures = async (db: Db, planId: string, featureIds: string[]) => {
  if (featureIds.length === 0) return
  await db
    .deleteFrom('plan_features')
    .where('plan_id', '=', planId)
    .where('feature_id', 'in', featureIds)
    .execute()
}

/** Creates a plan with its features; 400 naming `featureKeys` for an unknown key. */
export const createPlan = async (db: Db, input: PlanInput, now: Date): Promise<PlanView> => {
  const features = await resolveFeatures(db, input.featureKeys ?? [], 'featureKeys')
  const id = randomUUID()
  await db
    .insertInto('plans')
    .values({
      id,
      name: input.name,
      description: input.description ?? '',
      default_treatment: input.defaultTreatment,
      rules: JSON.stringify(input.rules ?? []),
      created_at: now,
      updated_at: now,
    })
    .execute()
  await linkPlanFeatures(
    db,
    id,
    features.map((feature) => feature.id),
  )
  return getPlan(db, id)
}

/** Changes a plan; `featureKeys`, when given, replaces its features. 404 when it does not exist. */
export const updatePlan = async (
  db: Db,
  id: string,
  patch: Partial<PlanInput>,
  now: Date,
): Promise<PlanView> => {
  await getPlan(db, id)
  const features =
    patch.featureKeys && (await resolveFeatures(db, patch.featureKeys, 'featureKeys'))
  await db
    .updateTable('plans')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.defaultTreatment === undefined
        ? {}
        : { default_treatment: patch.defaultTreatment }),
      ...(patch.rules === undefined ? {} : { rules: JSON.stringify(patch.rules) }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
  if (features) {
    await db.deleteFrom('plan_features').where('plan_id', '=', id).execute()
    await linkPlanFeatures(
      db,
      id,
      features.map((feature) => feature.id),
    )
  }
  return getPlan(db, id)
}

/** Deletes a plan with its links and assignments; 404 when it does not exist. */
export const deletePlan = async (db: Db, id: string): Promise<PlanView> => {
  const plan = await getPlan(db, id)
  await db.deleteFrom('plans').where('id', '=', id).execute()
  return plan
}

/** The plans a tenant holds through unexpired assignments (to the tenant or its users). */
export const listTenantPlans = async (db: Db, tenantId: string, now: Date) => {
  const rows = await db
    .selectFrom('plan_assignments')
    .select('plan_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>', now)]))
    .execute()
  return listPlans(
    db,
    rows.map((row) => row.plan_id),
  )
}
