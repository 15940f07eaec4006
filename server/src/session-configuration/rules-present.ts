import { appDb } from '../db/request-memo'
import type { Db } from '../db/database'

/**
 * Whether any tenant has an idle or absolute timeout rule, so the refresh (which runs often)
 * skips its timeout check entirely when none has: answered from memory for a few seconds per
 * database, and forgotten at once when this process writes a configuration. Another instance's
 * new rule therefore applies here within `TTL_MS`.
 */
const TTL_MS = 5_000
const known = new WeakMap<Db, { present: boolean; at: number; generation: number }>()
let generation = 0

/** Forget what is known (a session configuration was written). */
export const forgetTimeoutRules = (): void => {
  generation += 1
}

/** Whether some tenant of `db` has an active idle or absolute timeout. */
export const timeoutRulesPresent = async (requestDb: Db): Promise<boolean> => {
  // Known per app, whichever request asks (`requestScope`).
  const db = appDb(requestDb)
  const cached = known.get(db)
  if (cached && cached.generation === generation && Date.now() - cached.at < TTL_MS) {
    return cached.present
  }
  const asked = generation
  const row = await db
    .selectFrom('session_configurations')
    .select('tenant_id')
    .where((eb) =>
      eb.or([eb('idle_timeout_active', '=', true), eb('absolute_timeout_active', '=', true)]),
    )
    .limit(1)
    .executeTakeFirst()
  const present = row !== undefined
  known.set(db, { present, at: Date.now(), generation: asked })
  return present
}
