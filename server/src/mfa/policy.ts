import { randomUUID } from 'node:crypto'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { rememberedRead } from '../db/request-memo'
import { ENFORCE_MFA_TYPES } from './policy-schema'
import type { Db } from '../db/database'
import type { EnforceMfaType, MfaPolicy } from './policy-schema'

/** A tenant's effective MFA policy as the wire answers it (`ISecurityPolicyMfa` + remember). */
export interface MfaPolicyRecord extends MfaPolicy {
  id: string
  createdAt: Date
  updatedAt: Date
}

/** The request-memo key of a tenant's stored policy row (`rememberedRead`). */
export const mfaPolicyRowKey = (tenantId: string) => `mfa-policy:${tenantId}`

const isEnforceType = (value: string | null): value is EnforceMfaType =>
  value !== null && (ENFORCE_MFA_TYPES as readonly string[]).includes(value)

/**
 * The policy a tenant's users obey: each of its own settings, else the vendor's default. A tenant
 * without a row answers the vendor's values under a fresh id (the wire needs one; saving creates
 * the row).
 */
export const readMfaPolicy = async (db: Db, tenantId: string): Promise<MfaPolicyRecord> => {
  const [vendor, row] = await Promise.all([
    readVendorConfiguration(db),
    // The profile query of a sign-in reads it along (`mfaPolicyRowKey`).
    rememberedRead(db, mfaPolicyRowKey(tenantId), () =>
      db
        .selectFrom('tenant_mfa_policies')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst(),
    ),
  ])
  const defaults = vendor.mfaPolicy
  if (!row) return { id: randomUUID(), ...defaults, createdAt: new Date(0), updatedAt: new Date(0) }
  return {
    id: row.id,
    enforceMFAType: isEnforceType(row.enforce_mfa_type)
      ? row.enforce_mfa_type
      : defaults.enforceMFAType,
    allowRememberMe: row.allow_remember_me ?? defaults.allowRememberMe,
    mfaDeviceExpiration: row.device_expiration_seconds ?? defaults.mfaDeviceExpiration,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Saves a change of the tenant's own policy (in the caller's transaction). */
export const writeMfaPolicy = async (
  trx: Db,
  tenantId: string,
  change: Partial<MfaPolicy>,
  now: Date,
): Promise<void> => {
  const values = {
    ...(change.enforceMFAType !== undefined ? { enforce_mfa_type: change.enforceMFAType } : {}),
    ...(change.allowRememberMe !== undefined ? { allow_remember_me: change.allowRememberMe } : {}),
    ...(change.mfaDeviceExpiration !== undefined
      ? { device_expiration_seconds: change.mfaDeviceExpiration }
      : {}),
  }
  await trx
    .insertInto('tenant_mfa_policies')
    .values({ tenant_id: tenantId, id: randomUUID(), created_at: now, updated_at: now, ...values })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ ...values, updated_at: now }),
    )
    .execute()
}
