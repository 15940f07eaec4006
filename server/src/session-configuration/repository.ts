import { rememberedRead } from '../db/request-memo'
import { forgetTimeoutRules } from './rules-present'
import type { Db } from '../db/database'
import type { SessionConfigurationsTable } from './table'
import type { Selectable } from 'kysely'

/** What to do when a sign-in would exceed the maximum of concurrent sessions. */
export type SessionLimitAction = 'evictOldest' | 'deny'

/** A tenant's session rules (`ISessionConfigurations`, timeouts in seconds). */
export interface SessionConfiguration {
  /** Forced re-login: a session (a sign-in) ends this long after it began, refreshed or not. */
  sessionTimeoutConfiguration: { isActive: boolean; timeout: number }
  /** Idle timeout: a session ends when not refreshed for this long. */
  sessionIdleTimeoutConfiguration: { isActive: boolean; timeout: number }
  /** Maximum concurrent sessions per user in the tenant; `onLimit` is Foyer's extension. */
  sessionConcurrentConfiguration: {
    isActive: boolean
    maxSessions: number
    onLimit: SessionLimitAction
  }
}

/** The rules of a tenant that never configured any: everything off. */
export const defaultSessionConfiguration: SessionConfiguration = {
  sessionTimeoutConfiguration: { isActive: false, timeout: 0 },
  sessionIdleTimeoutConfiguration: { isActive: false, timeout: 0 },
  sessionConcurrentConfiguration: { isActive: false, maxSessions: 1, onLimit: 'evictOldest' },
}

/** The session rules of each of `tenantIds` (defaults for tenants without a row). */
export const readSessionConfigurations = async (
  db: Db,
  tenantIds: readonly string[],
): Promise<Map<string, SessionConfiguration>> => {
  const found = new Map<string, SessionConfiguration>()
  const unique = [...new Set(tenantIds)]
  if (unique.length === 0) return found
  const rows = await db
    .selectFrom('session_configurations')
    .selectAll()
    .where('tenant_id', 'in', unique)
    .execute()
  for (const row of rows) found.set(row.tenant_id, toSessionConfiguration(row))
  for (const tenantId of unique) {
    if (!found.has(tenantId)) found.set(tenantId, defaultSessionConfiguration)
  }
  return found
}

/** A stored row's rules. */
export const toSessionConfiguration = (
  row: Selectable<SessionConfigurationsTable>,
): SessionConfiguration => ({
  sessionTimeoutConfiguration: {
    isActive: row.absolute_timeout_active,
    timeout: row.absolute_timeout_seconds,
  },
  sessionIdleTimeoutConfiguration: {
    isActive: row.idle_timeout_active,
    timeout: row.idle_timeout_seconds,
  },
  sessionConcurrentConfiguration: {
    isActive: row.concurrent_active,
    maxSessions: row.max_sessions,
    onLimit: row.on_limit,
  },
})

/** The request-memo key of a tenant's rules (`rememberedRead`). */
export const sessionConfigurationKey = (tenantId: string) => `session-configuration:${tenantId}`

/** The session rules of one tenant (once per request on the sign-in path: `requestScope`). */
export const readSessionConfiguration = (db: Db, tenantId: string): Promise<SessionConfiguration> =>
  rememberedRead(
    db,
    sessionConfigurationKey(tenantId),
    async () =>
      (await readSessionConfigurations(db, [tenantId])).get(tenantId) ??
      defaultSessionConfiguration,
  )

/** Stores a tenant's whole session configuration (an upsert). */
export const writeSessionConfiguration = async (
  db: Db,
  tenantId: string,
  configuration: SessionConfiguration,
  now: Date,
): Promise<void> => {
  const { sessionTimeoutConfiguration: absolute, sessionIdleTimeoutConfiguration: idle } =
    configuration
  const concurrent = configuration.sessionConcurrentConfiguration
  const values = {
    idle_timeout_active: idle.isActive,
    idle_timeout_seconds: idle.timeout,
    absolute_timeout_active: absolute.isActive,
    absolute_timeout_seconds: absolute.timeout,
    concurrent_active: concurrent.isActive,
    max_sessions: concurrent.maxSessions,
    on_limit: concurrent.onLimit,
    updated_at: now,
  }
  await db
    .insertInto('session_configurations')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute()
  forgetTimeoutRules()
}
