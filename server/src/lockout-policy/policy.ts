import { tenantMayOverride } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import type { Db } from '../db/database'
import type { LockoutPolicy } from './schema'

/** A lockout policy as the wire answers it (`ISecurityPolicyLockout`). */
export interface LockoutPolicyRecord extends LockoutPolicy {
  id: string
  createdAt: Date
  updatedAt: Date
}

/**
 * The lockout a tenant's members obey, the one sign-in enforces: the tenant's own while the vendor
 * lets tenants override it and the tenant set one, else the vendor's. Its id is the tenant's.
 */
export const readLockoutPolicy = async (db: Db, tenantId: string): Promise<LockoutPolicyRecord> => {
  const vendor = await readVendorConfiguration(db)
  const own = tenantMayOverride(vendor, 'lockout')
    ? await db
        .selectFrom('lockout_policies')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
    : undefined
  if (own) {
    return {
      id: tenantId,
      enabled: own.enabled,
      maxAttempts: own.max_attempts,
      createdAt: own.created_at,
      updatedAt: own.updated_at,
    }
  }
  const tenant = await db
    .selectFrom('tenants')
    .select('created_at')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow()
  return {
    id: tenantId,
    ...vendor.lockoutPolicy,
    createdAt: tenant.created_at,
    updatedAt: tenant.created_at,
  }
}

/** Saves the tenant's own lockout policy (in the caller's transaction). */
export const writeLockoutPolicy = async (
  trx: Db,
  tenantId: string,
  policy: LockoutPolicy,
  now: Date,
): Promise<void> => {
  const values = { enabled: policy.enabled, max_attempts: policy.maxAttempts, updated_at: now }
  await trx
    .insertInto('lockout_policies')
    .values({ tenant_id: tenantId, created_at: now, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute()
}
