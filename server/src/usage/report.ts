import { lastDays } from './days'
import { planLimits } from './limits'
import { BUILT_IN_METRICS } from './metrics'
import { currentBuiltIn, latestReported, recordedUsage } from './metrics'
import type { Db } from '../db/database'

/** One metric of the Usage page: what is used now, its plan's limit, and the last 30 days. */
export interface UsageMetric {
  key: string
  /** `builtIn`: counted by Foyer; `reported`: the vendor reports it. */
  kind: 'builtIn' | 'reported'
  used: number
  /** Null: the tenant's plans set no limit. */
  limit: number | null
  /** The plan feature that sets the limit. */
  feature: string | null
  /** One value a day, oldest first, today last; null for a day nothing was recorded. */
  series: (number | null)[]
}

/**
 * The tenant's usage against its plans: the built-in metrics (members, SSO connections, API
 * tokens) always, and each metric the vendor reported or a plan limits; today is the live count.
 */
export const usageReport = async (db: Db, tenantId: string, now: Date) => {
  const days = lastDays(now)
  const today = days[days.length - 1] ?? ''
  const [live, reported, recorded, { plans, limits }] = await Promise.all([
    currentBuiltIn(db, tenantId, now),
    latestReported(db, tenantId),
    recordedUsage(db, tenantId, days[0] ?? today),
    planLimits(db, tenantId, now),
  ])
  const byMetric = new Map<string, Map<string, number>>()
  for (const row of recorded) {
    const series = byMetric.get(row.metric) ?? new Map<string, number>()
    series.set(row.day, Number(row.value))
    byMetric.set(row.metric, series)
  }
  const reportedNow = new Map(reported.map((row) => [row.metric, Number(row.value)]))
  const vendorKeys = [...new Set([...reportedNow.keys(), ...limits.keys()])]
    .filter((key) => !(BUILT_IN_METRICS as readonly string[]).includes(key))
    .sort()
  const metric = (key: string, kind: UsageMetric['kind'], used: number): UsageMetric => {
    const recordedDays = byMetric.get(key)
    const limit = limits.get(key)
    return {
      key,
      kind,
      used,
      limit: limit?.limit ?? null,
      feature: limit?.feature ?? null,
      series: days.map((day) =>
        day === today && kind === 'builtIn' ? used : (recordedDays?.get(day) ?? null),
      ),
    }
  }
  return {
    from: days[0] ?? today,
    to: today,
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name })),
    metrics: [
      ...BUILT_IN_METRICS.map((key) => metric(key, 'builtIn', live[key])),
      ...vendorKeys.map((key) => metric(key, 'reported', reportedNow.get(key) ?? 0)),
    ],
  }
}
