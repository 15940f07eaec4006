import type { ApiClient } from './client'

/** Paths of the Usage page's numbers (the server's `/usage/v1`). */
export const USAGE_PATHS = {
  usage: '/usage/v1',
  report: '/resources/usage/v1/tenants/:tenantId/metrics/:metric',
} as const

/** The metrics Foyer counts itself; any other key is a metered feature the vendor reports. */
export const BUILT_IN_USAGE = ['members', 'ssoConnections', 'apiTokens'] as const

/** One metric: what is used now, the plan's limit, and one value a day for the last 30 days. */
export interface UsageMetric {
  key: string
  kind: 'builtIn' | 'reported'
  used: number
  /** Null: the tenant's plans set no limit. */
  limit: number | null
  /** The plan feature that sets the limit. */
  feature: string | null
  /** Oldest first, today last; null for a day nothing was recorded. */
  series: (number | null)[]
}

/** The tenant's usage against its plans. */
export interface UsageReport {
  /** The first day plotted and today (`YYYY-MM-DD`, UTC). */
  from: string
  to: string
  plans: { id: string; name: string }[]
  metrics: UsageMetric[]
}

/** The tenant's usage, its plans' limits and the last 30 days. */
export async function getUsage(client: ApiClient): Promise<UsageReport> {
  return client.get<UsageReport>(USAGE_PATHS.usage)
}
