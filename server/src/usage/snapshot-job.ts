import { startPeriodicJob } from '../jobs/periodic'
import { dayOf } from './days'
import { recordBuiltInUsage } from './metrics'
import type { Db } from '../db/database'
import type { PeriodicJob } from '../jobs/periodic'

/** The running job: stop it on shutdown; `runOnce` for tests. */
export type UsageSnapshotJob = PeriodicJob<void>

/**
 * Records every tenant's built-in usage for the current UTC day, at start and then every hour
 * (one statement for all tenants): the day keeps its last value, so the Usage page plots where
 * each day ended. A failed run is logged and tried at the next tick; runs never overlap.
 */
export const startUsageSnapshotJob = (options: {
  db: Db
  now: () => Date
  intervalMs?: number
  log?: (line: string) => void
}): UsageSnapshotJob =>
  startPeriodicJob({
    run: () => {
      const now = options.now()
      return recordBuiltInUsage(options.db, { day: dayOf(now), now })
    },
    intervalMs: options.intervalMs,
    onError: (error) => options.log?.(`Foyer usage: the daily snapshot failed: ${String(error)}`),
  })
