import { listTenantPlans } from '../plans/repository'
import type { Db } from '../db/database'

/** A metric's limit and the feature of the tenant's plans that sets it. */
export interface UsageLimit {
  limit: number
  /** The feature's key. */
  feature: string
}

/**
 * The limits of the tenant's plans (its unexpired plan assignments, as its entitlements bundle
 * holds them). A feature of a plan limits a metric with `metadata.usage = { metric, limit }` (e.g.
 * feature `seats`: `{"usage": {"metric": "members", "limit": 25}}`); a metric several plans limit
 * gets the most generous. A metric no feature limits has no limit.
 */
export const planLimits = async (db: Db, tenantId: string, now: Date) => {
  const plans = await listTenantPlans(db, tenantId, now)
  const limits = new Map<string, UsageLimit>()
  if (plans.length === 0) return { plans, limits }
  const features = await db
    .selectFrom('plan_features as pf')
    .innerJoin('features as f', 'f.id', 'pf.feature_id')
    .select(['f.key', 'f.metadata'])
    .where(
      'pf.plan_id',
      'in',
      plans.map((plan) => plan.id),
    )
    .orderBy('f.key')
    .execute()
  for (const feature of features) {
    const usage = (feature.metadata as { usage?: unknown } | null)?.usage as
      { metric?: unknown; limit?: unknown } | undefined
    if (typeof usage?.metric !== 'string') continue
    if (typeof usage.limit !== 'number' || !Number.isInteger(usage.limit) || usage.limit < 0)
      continue
    const known = limits.get(usage.metric)
    if (!known || usage.limit > known.limit) {
      limits.set(usage.metric, { limit: usage.limit, feature: feature.key })
    }
  }
  return { plans, limits }
}
