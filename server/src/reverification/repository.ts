import type { Db } from '../db/database'

/** The window of a tenant that set none: a sign-in at most 10 minutes old. */
export const DEFAULT_REVERIFICATION_MAX_AGE = 600

/** The narrowest and widest windows a tenant may set, in seconds (1 minute to 1 day). */
export const REVERIFICATION_MAX_AGE_LIMITS = { min: 60, max: 86_400 } as const

/** How recent (seconds) a sign-in must be for a sensitive change in `tenantId`. */
export const readReverificationMaxAge = async (db: Db, tenantId: string): Promise<number> => {
  const row = await db
    .selectFrom('tenant_reverification')
    .select('max_age_seconds')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.max_age_seconds ?? DEFAULT_REVERIFICATION_MAX_AGE
}

/** Stores a tenant's reverification window (an upsert). */
export const writeReverificationMaxAge = async (
  db: Db,
  tenantId: string,
  maxAge: number,
  now: Date,
): Promise<void> => {
  await db
    .insertInto('tenant_reverification')
    .values({ tenant_id: tenantId, max_age_seconds: maxAge, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ max_age_seconds: maxAge, updated_at: now }),
    )
    .execute()
}
