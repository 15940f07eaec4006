import { sql } from 'kysely'
import type { Db } from '../db/database'

/** The metrics Foyer counts itself; any other is one the vendor reports. */
export const BUILT_IN_METRICS = ['members', 'ssoConnections', 'apiTokens'] as const

/** One of {@link BUILT_IN_METRICS}. */
export type BuiltInMetric = (typeof BUILT_IN_METRICS)[number]

/** Whether `metric` is counted by Foyer (so a vendor may not report it). */
export const isBuiltInMetric = (metric: string): metric is BuiltInMetric =>
  (BUILT_IN_METRICS as readonly string[]).includes(metric)

/**
 * The built-in counts of the tenant of each row of `tenants` (an SQL row source with an `id`):
 * members (the kept count), SSO connections, and the API and access tokens that still work.
 */
export const builtInCounts = (now: Date) => sql<{ metric: BuiltInMetric; value: number }>`(values
  ('members', coalesce((select c.members from tenant_member_counts c where c.tenant_id = t.id), 0)),
  ('ssoConnections', (select count(*)::int from sso_configurations s where s.tenant_id = t.id)),
  ('apiTokens', (select count(*)::int from tenant_api_tokens a where a.tenant_id = t.id
    and (a.expires_at is null or a.expires_at > ${now})))
) as m(metric, value)`

/** What the tenant uses now of each built-in metric. */
export const currentBuiltIn = async (
  db: Db,
  tenantId: string,
  now: Date,
): Promise<Record<BuiltInMetric, number>> => {
  const { rows } = await sql<{ metric: BuiltInMetric; value: number }>`select m.metric,
      m.value::int as value from tenants t cross join lateral ${builtInCounts(now)}
    where t.id = ${tenantId}`.execute(db)
  const counts: Record<BuiltInMetric, number> = { members: 0, ssoConnections: 0, apiTokens: 0 }
  for (const row of rows) counts[row.metric] = Number(row.value)
  return counts
}

/**
 * Writes the day's built-in counts of every tenant (or of `tenantId`): one statement, replacing
 * the day's earlier values, so the last run of a day is what the day keeps.
 */
export const recordBuiltInUsage = async (
  db: Db,
  input: { day: string; now: Date; tenantId?: string },
): Promise<void> => {
  const only = input.tenantId === undefined ? sql`true` : sql`t.id = ${input.tenantId}`
  await sql`insert into usage_daily (tenant_id, metric, day, value)
    select t.id, m.metric, ${input.day}::date, m.value::int
    from tenants t cross join lateral ${builtInCounts(input.now)}
    where ${only}
    on conflict (tenant_id, metric, day) do update set value = excluded.value`.execute(db)
}

/** The tenant's recorded days from `from` on (inclusive), by metric and day. */
export const recordedUsage = async (db: Db, tenantId: string, from: string) =>
  db
    .selectFrom('usage_daily')
    .select(['metric', 'value', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`day >= ${from}::date`)
    .orderBy('metric')
    .orderBy('day')
    .execute()

/** The last value the vendor reported of each of its metrics for the tenant (any day). */
export const latestReported = async (db: Db, tenantId: string) => {
  const { rows } = await sql<{ metric: string; value: number; day: string }>`select distinct on
      (metric) metric, value, to_char(day, 'YYYY-MM-DD') as day from usage_daily
    where tenant_id = ${tenantId} and metric not in ('members', 'ssoConnections', 'apiTokens')
    order by metric, day desc`.execute(db)
  return rows
}
