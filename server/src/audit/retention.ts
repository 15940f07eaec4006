import { sql } from 'kysely'
import { startPeriodicJob } from '../jobs/periodic'
import type { Db } from '../db/database'
import type { PeriodicJob } from '../jobs/periodic'

/** How long a tenant keeps its audit rows when it never chose (spec: a year). */
export const DEFAULT_RETENTION_DAYS = 365

/** The longest retention a tenant may choose (ten years). */
export const MAX_RETENTION_DAYS = 3650

const DAY_MS = 86_400_000

/** The tenant's retention in days. */
export const readRetention = async (db: Db, tenantId: string): Promise<number> => {
  const row = await db
    .selectFrom('audit_retention')
    .select('days')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.days ?? DEFAULT_RETENTION_DAYS
}

/** Sets the tenant's retention; answers the days it had before. */
export const saveRetention = async (
  trx: Db,
  input: { tenantId: string; days: number; now: Date },
): Promise<number> => {
  const before = await readRetention(trx, input.tenantId)
  await trx
    .insertInto('audit_retention')
    .values({ tenant_id: input.tenantId, days: input.days, updated_at: input.now })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ days: input.days, updated_at: input.now }),
    )
    .execute()
  return before
}

/**
 * Deletes, at most `batchSize` at a time, the rows older than their tenant's retention: first each
 * tenant that chose one, then every other row (tenants on the default, and rows of no tenant)
 * past the default. Each batch is one short statement, so requests are never held up for long.
 * Answers how many rows went.
 */
export const purgeExpiredAudits = async (
  db: Db,
  input: { now: Date; batchSize?: number; pause?: () => Promise<void> },
): Promise<number> => {
  const batchSize = input.batchSize ?? 5000
  const pause = input.pause ?? (() => new Promise<void>((resolve) => setImmediate(resolve)))
  let deleted = 0
  const drain = async (batch: () => Promise<number>) => {
    for (;;) {
      const count = await batch()
      deleted += count
      if (count < batchSize) return
      await pause()
    }
  }
  const chosen = await db.selectFrom('audit_retention').select(['tenant_id', 'days']).execute()
  for (const { tenant_id: tenantId, days } of chosen) {
    const before = new Date(input.now.getTime() - days * DAY_MS)
    await drain(async () => {
      const result = await sql`DELETE FROM audit_logs WHERE id IN (
        SELECT id FROM audit_logs WHERE tenant_id = ${tenantId} AND created_at < ${before}
        LIMIT ${batchSize})`.execute(db)
      return Number(result.numAffectedRows ?? 0)
    })
  }
  const before = new Date(input.now.getTime() - DEFAULT_RETENTION_DAYS * DAY_MS)
  await drain(async () => {
    const result = await sql`DELETE FROM audit_logs WHERE id IN (
      SELECT id FROM audit_logs WHERE created_at < ${before}
        AND (tenant_id IS NULL OR tenant_id NOT IN (SELECT tenant_id FROM audit_retention))
      LIMIT ${batchSize})`.execute(db)
    return Number(result.numAffectedRows ?? 0)
  })
  return deleted
}

/** The retention job of a running server: `runOnce` answers the rows deleted. */
export type AuditRetentionJob = PeriodicJob<number>

/**
 * Purges expired audit rows once at start and then every `intervalMs` (an hour by default). A
 * failed run is logged and tried again at the next tick; runs never overlap.
 */
export const startAuditRetentionJob = (options: {
  db: Db
  now: () => Date
  intervalMs?: number
  batchSize?: number
  log?: (line: string) => void
}): AuditRetentionJob =>
  startPeriodicJob({
    run: (stopped) =>
      purgeExpiredAudits(options.db, {
        now: options.now(),
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
        pause: () =>
          new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
            if (stopped()) throw new Error('stopped')
          }),
      }),
    intervalMs: options.intervalMs,
    onError: (error) => options.log?.(`Foyer audits: the retention purge failed: ${String(error)}`),
  })
