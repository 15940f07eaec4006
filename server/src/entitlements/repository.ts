import { sql } from 'kysely'
import { evaluateFeatureFlag, prepareAttributes } from '../../../src/entitlements'
import { storedRules } from './rule-schema'
import type {
  EntitlementsBundle,
  EntitlementsFeature,
  JwtAttributes,
  Plan,
  Treatment,
} from '../../../src/entitlements'
import type { Db } from '../db/database'

interface FeatureRow {
  id: string
  key: string
  linked_permissions: unknown
  plan_ids: string[]
  flag_on: boolean | null
  flag_off_treatment: Treatment | null
  flag_default_treatment: Treatment | null
  flag_rules: unknown
}

interface GrantRow {
  feature_id: string
  forever: boolean
  latest: Date | null
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** Direct grants per feature: the caller's tenant's (and the caller's own) assignments. */
const loadGrants = (db: Db, userId: string, tenantId: string) =>
  db
    .selectFrom('plan_assignments as a')
    .innerJoin('plan_features as pf', 'pf.plan_id', 'a.plan_id')
    .select([
      'pf.feature_id',
      sql<boolean>`bool_or(a.expiration_date is null)`.as('forever'),
      sql<Date | null>`max(a.expiration_date)`.as('latest'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('a.user_id', 'is', null), eb('a.user_id', '=', userId)]))
    .groupBy('pf.feature_id')
    .execute() as Promise<GrantRow[]>

/** Every feature with its plans and its flag. */
const loadFeatures = (db: Db) =>
  db
    .selectFrom('features as f')
    .leftJoin('feature_flag_features as fff', 'fff.feature_id', 'f.id')
    .leftJoin('feature_flags as ff', 'ff.id', 'fff.flag_id')
    .select((eb) => [
      'f.id',
      'f.key',
      'f.linked_permissions',
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('plan_features as pf')
            .select('pf.plan_id')
            .whereRef('pf.feature_id', '=', 'f.id')
            .orderBy('pf.plan_id'),
        ])
        .as('plan_ids'),
      'ff.on as flag_on',
      'ff.off_treatment as flag_off_treatment',
      'ff.default_treatment as flag_default_treatment',
      'ff.rules as flag_rules',
    ])
    .orderBy('f.key')
    .execute() as Promise<FeatureRow[]>

/** The permission keys a user holds through their roles and their groups' roles in one tenant. */
export const loadPermissionKeys = async (db: Db, userId: string, tenantId: string) => {
  const rows = await db
    .selectFrom('user_effective_roles as utr')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'utr.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.key')
    .distinct()
    .where('utr.user_id', '=', userId)
    .where('utr.tenant_id', '=', tenantId)
    .orderBy('p.key')
    .execute()
  return rows.map((row) => row.key)
}

/**
 * The caller's entitlements bundle in their active tenant, in four queries.
 *
 * - `features`: every feature of the vendor (so a flag or a linked permission always finds its
 *   feature). `planIds`: the plans containing it. `expireTime`: from the assignments to those
 *   plans made to the tenant or to the caller: `-1` when one never expires, else the latest
 *   expiration (epoch ms; a past one makes the engine answer BUNDLE_EXPIRED), `null` when none.
 *   `featureFlag`: the flag linked to it, if any.
 * - `plans`: every plan some feature references, with its targeting.
 * - `permissions`: the caller's permission keys from their roles in the tenant.
 */
export const loadUserBundle = async (
  db: Db,
  { userId, tenantId }: { userId: string; tenantId: string },
): Promise<EntitlementsBundle> => {
  const [features, grants, planRows, permissionKeys] = await Promise.all([
    loadFeatures(db),
    loadGrants(db, userId, tenantId),
    db
      .selectFrom('plans')
      .select(['id', 'default_treatment', 'rules'])
      .where('id', 'in', (eb) => eb.selectFrom('plan_features').select('plan_id'))
      .execute(),
    loadPermissionKeys(db, userId, tenantId),
  ])
  const grantByFeature = new Map(grants.map((grant) => [grant.feature_id, grant]))
  const bundle: EntitlementsBundle = { features: {}, plans: {}, permissions: {} }
  for (const row of features) {
    const grant = grantByFeature.get(row.id)
    const feature: EntitlementsFeature = {
      planIds: row.plan_ids,
      expireTime: !grant ? null : grant.forever ? -1 : (grant.latest?.getTime() ?? null),
      linkedPermissions: stringList(row.linked_permissions),
    }
    if (row.flag_on !== null) {
      feature.featureFlag = {
        on: row.flag_on,
        offTreatment: row.flag_off_treatment ?? 'false',
        defaultTreatment: row.flag_default_treatment ?? 'false',
        rules: storedRules(row.flag_rules),
      }
    }
    bundle.features[row.key] = feature
  }
  for (const row of planRows) {
    const plan: Plan = { defaultTreatment: row.default_treatment, rules: storedRules(row.rules) }
    bundle.plans[row.id] = plan
  }
  for (const key of permissionKeys) bundle.permissions[key] = true
  return bundle
}

/**
 * Every feature flag as `'on'` or `'off'` (wire `GET /flags`). With the caller's claims, a flag
 * is on when it is on and its evaluation for them gives `'true'`; without, when it is on and its
 * default treatment is `'true'`.
 */
export const loadFlagStates = async (
  db: Db,
  claims: JwtAttributes | undefined,
): Promise<Record<string, 'on' | 'off'>> => {
  const rows = await db
    .selectFrom('feature_flags')
    .select(['key', 'on', 'off_treatment', 'default_treatment', 'rules'])
    .orderBy('key')
    .execute()
  const attributes = claims ? prepareAttributes({ jwt: claims }) : undefined
  const states: Record<string, 'on' | 'off'> = {}
  for (const row of rows) {
    let enabled = row.on && row.default_treatment === 'true'
    if (row.on && attributes) {
      const flag = {
        on: row.on,
        offTreatment: row.off_treatment,
        defaultTreatment: row.default_treatment,
        rules: storedRules(row.rules),
      }
      enabled = evaluateFeatureFlag(flag, attributes).treatment === 'true'
    }
    states[row.key] = enabled ? 'on' : 'off'
  }
  return states
}
