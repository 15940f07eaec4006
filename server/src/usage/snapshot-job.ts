import { dayOf } from './days'
import { recordBuiltInUsage } from './metrics'
import type { Db } from '../db/database'

/** The running job: stop it on shutdown; `runOnce` for tests. */
export interface UsageSnapshotJob {
  runOnce: () => Promise<void>
  stop: () => Promise<void>
}

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
}): UsageSnapshotJob => {
  const log = options.log ?? (() => undefined)
  let running: Promise<void> | undefined
  let stopped = false
  const runOnce = () => {
    const now = options.now()
    running ??= recordBuiltInUsage(options.db, { day: dayOf(now), now }).finally(
      () => (running = undefined),
    )
    return running
  }
  const tick = () => {
    runOnce().catch((error: unknown) => {
      if (!stopped) log(`Foyer usage: the daily snapshot failed: ${String(error)}`)
    })
  }
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000)
  timer.unref()
  tick()
  return {
    runOnce,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
