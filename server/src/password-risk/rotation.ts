import { randomUUID } from 'node:crypto'
import { tenantMayOverride } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { rememberedRead } from '../db/request-memo'
import type { Db } from '../db/database'
import type { PasswordRotation } from './rotation-schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** A tenant's own rotation configuration, as the wire answers it. */
export interface TenantRotationRecord extends PasswordRotation {
  id: string
  createdAt: Date
  updatedAt: Date
}

/** The request-memo key of a tenant's stored row (`rememberedRead`). */
export const tenantRotationKey = (tenantId: string) => `tenant-rotation:${tenantId}`

/** The tenant's own configuration (kept apart from the vendor's), or undefined when it has none. */
export const readTenantRotation = async (
  db: Db,
  tenantId: string,
): Promise<TenantRotationRecord | undefined> => {
  // Once per request on the sign-in path (`requestScope`).
  const row = await rememberedRead(db, tenantRotationKey(tenantId), () =>
    db
      .selectFrom('tenant_password_rotation')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),
  )
  if (!row) return undefined
  return {
    id: row.id,
    isActive: row.is_active,
    rotationPeriod: row.rotation_period,
    notificationPeriod: row.notification_period,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Saves the tenant's own configuration (in the caller's transaction). */
export const writeTenantRotation = async (
  trx: Db,
  tenantId: string,
  rotation: PasswordRotation,
  now: Date,
): Promise<void> => {
  const values = {
    is_active: rotation.isActive,
    rotation_period: rotation.rotationPeriod,
    notification_period: rotation.notificationPeriod,
    updated_at: now,
  }
  await trx
    .insertInto('tenant_password_rotation')
    .values({ tenant_id: tenantId, id: randomUUID(), created_at: now, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute()
}

/**
 * The rotation a tenant's users obey: the vendor's and the tenant's configurations are kept
 * apart, and where both are on the smaller period wins (with its notice); one that is on alone
 * applies as it is; the tenant's is ignored while the vendor locks rotation
 * (`allowOverridePasswordExpiration` off). Undefined when neither is on.
 */
export const effectiveRotation = async (
  db: Db,
  tenantId: string,
): Promise<PasswordRotation | undefined> => {
  const [config, own] = await Promise.all([
    readVendorConfiguration(db),
    readTenantRotation(db, tenantId),
  ])
  const vendor = config.passwordRotation
  // A tenant's own rotation counts only while the vendor lets tenants override it.
  const tenant = tenantMayOverride(config, 'expiration') ? own : undefined
  const active = [vendor, tenant].filter((config): config is PasswordRotation =>
    Boolean(config?.isActive),
  )
  if (active.length === 0) return undefined
  return active.reduce((smaller, config) =>
    config.rotationPeriod < smaller.rotationPeriod ? config : smaller,
  )
}

/** When the user's current password was set: its history row, else the account's creation. */
export const passwordSetAt = async (db: Db, userId: string): Promise<Date> => {
  const [history, user] = await Promise.all([
    db
      .selectFrom('password_history')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst(),
  ])
  return history?.created_at ?? user?.created_at ?? new Date(0)
}

/** Whole days until the password expires under `rotation` (0 or less: expired). */
export const daysUntilExpiry = (rotation: PasswordRotation, setAt: Date, now: Date): number => {
  const expiresAt = setAt.getTime() + rotation.rotationPeriod * DAY_MS
  return Math.ceil((expiresAt - now.getTime()) / DAY_MS)
}
