import { sql } from 'kysely'
import { rememberValue } from '../db/request-memo'
import { defaultIpConfig, ipConfigKey } from '../ip-restrictions/repository'
import { mfaPolicyRowKey } from '../mfa/policy'
import { enrolledFactorKey, enrolledFactorSql } from '../mfa/repository'
import { tenantRotationKey } from '../password-risk/rotation'
import {
  defaultSessionConfiguration,
  sessionConfigurationKey,
  toSessionConfiguration,
} from '../session-configuration/repository'
import { pictureKey } from './picture'
import type { Db } from '../db/database'
import type { IpStrategy } from '../ip-restrictions/table'
import type { TenantMfaPoliciesTable } from '../mfa/table'
import type { TenantPasswordRotationTable } from '../password-risk/table'
import type { SessionConfigurationsTable } from '../session-configuration/table'
import type { Selectable } from 'kysely'

/**
 * `readAlongColumns` but the user's second factor (`mfa_enrolled`), for a statement that reads
 * that once for the user rather than on each row (the refresh's rotation, `sessions/rotate.ts`).
 */
export const readAlongTenantColumns = sql`ipc.is_active as ip_active,
      ipc.strategy as ip_strategy,
      ipc.version::text as ip_version,
      pic.id as picture_id, pic.updated_at as picture_updated_at,
      mp.id as mfa_id, mp.enforce_mfa_type as mfa_enforce_type, mp.allow_remember_me as mfa_remember,
      mp.device_expiration_seconds as mfa_device_expiration, mp.created_at as mfa_created_at,
      mp.updated_at as mfa_updated_at,
      rot.id as rotation_id, rot.is_active as rotation_active, rot.rotation_period,
      rot.notification_period, rot.created_at as rotation_created_at,
      rot.updated_at as rotation_updated_at,
      sc.tenant_id as sessions_tenant_id, sc.idle_timeout_active, sc.idle_timeout_seconds,
      sc.absolute_timeout_active, sc.absolute_timeout_seconds, sc.concurrent_active,
      sc.max_sessions, sc.on_limit, sc.updated_at as sessions_updated_at`

/**
 * What the rest of a sign-in or refresh reads after the profile, read by the profile query
 * itself (one round trip instead of six): per tenant its IP restriction config, MFA policy,
 * password rotation and session rules; the user's picture and whether they enrolled a second
 * factor (a subquery on the parameter, so run once). Each table's key is unique per tenant (or
 * user), so the joins add columns, never rows.
 */
export const readAlongColumns = (userId: string) => sql`${readAlongTenantColumns},
      (${enrolledFactorSql(userId)}) as mfa_enrolled`

/** The joins of `readAlongColumns`, onto memberships `m`. */
export const readAlongJoins = sql`left join ip_restriction_config ipc on ipc.tenant_id = m.tenant_id
      left join user_pictures pic on pic.user_id = m.user_id
      left join tenant_mfa_policies mp on mp.tenant_id = m.tenant_id
      left join tenant_password_rotation rot on rot.tenant_id = m.tenant_id
      left join session_configurations sc on sc.tenant_id = m.tenant_id`

/** The columns of `readAlongColumns` (null where the tenant or user has no row). */
export interface ReadAlongRow {
  member_tenant_id: string
  ip_active: boolean | null
  ip_strategy: IpStrategy | null
  ip_version: string | null
  picture_id: string | null
  picture_updated_at: Date | null
  mfa_id: string | null
  mfa_enforce_type: string | null
  mfa_remember: boolean | null
  mfa_device_expiration: number | null
  mfa_created_at: Date | null
  mfa_updated_at: Date | null
  rotation_id: string | null
  rotation_active: boolean | null
  rotation_period: number | null
  notification_period: number | null
  rotation_created_at: Date | null
  rotation_updated_at: Date | null
  sessions_tenant_id: string | null
  idle_timeout_active: boolean | null
  idle_timeout_seconds: number | null
  absolute_timeout_active: boolean | null
  absolute_timeout_seconds: number | null
  concurrent_active: boolean | null
  max_sessions: number | null
  on_limit: 'evictOldest' | 'deny' | null
  sessions_updated_at: Date | null
  mfa_enrolled: boolean
}

/** The stored MFA policy row of the tenant, as `readMfaPolicy` reads it. */
const mfaPolicyRow = (row: ReadAlongRow): Selectable<TenantMfaPoliciesTable> | undefined =>
  row.mfa_id === null
    ? undefined
    : {
        tenant_id: row.member_tenant_id,
        id: row.mfa_id,
        enforce_mfa_type: row.mfa_enforce_type,
        allow_remember_me: row.mfa_remember,
        device_expiration_seconds: row.mfa_device_expiration,
        created_at: row.mfa_created_at ?? new Date(0),
        updated_at: row.mfa_updated_at ?? new Date(0),
      }

/** The stored rotation row of the tenant, as `readTenantRotation` reads it. */
const rotationRow = (row: ReadAlongRow): Selectable<TenantPasswordRotationTable> | undefined =>
  row.rotation_id === null
    ? undefined
    : {
        tenant_id: row.member_tenant_id,
        id: row.rotation_id,
        is_active: row.rotation_active ?? false,
        rotation_period: row.rotation_period ?? 0,
        notification_period: row.notification_period ?? 0,
        created_at: row.rotation_created_at ?? new Date(0),
        updated_at: row.rotation_updated_at ?? new Date(0),
      }

/** The stored session rules row of the tenant, as `readSessionConfiguration` reads it. */
const sessionsRow = (row: ReadAlongRow): Selectable<SessionConfigurationsTable> | undefined =>
  row.sessions_tenant_id === null
    ? undefined
    : {
        tenant_id: row.sessions_tenant_id,
        idle_timeout_active: row.idle_timeout_active ?? false,
        idle_timeout_seconds: row.idle_timeout_seconds ?? 0,
        absolute_timeout_active: row.absolute_timeout_active ?? false,
        absolute_timeout_seconds: row.absolute_timeout_seconds ?? 0,
        concurrent_active: row.concurrent_active ?? false,
        max_sessions: row.max_sessions ?? 0,
        on_limit: row.on_limit ?? 'evictOldest',
        updated_at: row.sessions_updated_at ?? new Date(0),
      }

/**
 * Remembers, for the rest of the request (`rememberValue`; nothing without a request scope),
 * what the profile query read along: the first row of each tenant carries that tenant's facts.
 */
export const rememberReadAlong = (db: Db, userId: string, rows: readonly ReadAlongRow[]) => {
  const seen = new Set<string>()
  for (const row of rows) {
    const tenantId = row.member_tenant_id
    if (seen.size === 0) {
      const { picture_id: id, picture_updated_at: updatedAt } = row
      const picture = id !== null && updatedAt !== null ? { id, updatedAt } : null
      rememberValue(db, pictureKey(userId), picture)
      rememberValue(db, enrolledFactorKey(userId), row.mfa_enrolled)
    }
    if (seen.has(tenantId)) continue
    seen.add(tenantId)
    const { ip_active: isActive, ip_strategy: strategy, ip_version: version } = row
    const ip =
      isActive !== null && strategy !== null && version !== null
        ? { isActive, strategy, version }
        : defaultIpConfig
    rememberValue(db, ipConfigKey(tenantId), ip)
    rememberValue(db, mfaPolicyRowKey(tenantId), mfaPolicyRow(row))
    rememberValue(db, tenantRotationKey(tenantId), rotationRow(row))
    const sessions = sessionsRow(row)
    const rules = sessions ? toSessionConfiguration(sessions) : defaultSessionConfiguration
    rememberValue(db, sessionConfigurationKey(tenantId), rules)
  }
}
