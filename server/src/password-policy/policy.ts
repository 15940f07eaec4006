import { randomUUID } from 'node:crypto'
import { tenantMayOverride } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { passwordComplexitySchema, passwordHistorySchema } from './complexity-schema'
import type { Db } from '../db/database'
import type { PasswordHistory, StoredPasswordComplexity } from './complexity-schema'

/** The password policy a tenant's users obey: its own settings over the vendor's defaults. */
export interface PasswordPolicy {
  complexity: StoredPasswordComplexity
  history: PasswordHistory
}

/** A tenant's own policy row, as the wire's security-policy answers carry it. */
export interface TenantPolicyRecord {
  id: string
  complexity: StoredPasswordComplexity | null
  history: PasswordHistory | null
  createdAt: Date
  updatedAt: Date
}

const parseJson = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value

/** The tenant's own settings, or undefined when it has none. */
export const readTenantPolicy = async (
  db: Db,
  tenantId: string,
): Promise<TenantPolicyRecord | undefined> => {
  const row = await db
    .selectFrom('tenant_password_policies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!row) return undefined
  // A stored value that no longer parses (an older server's) falls back to the vendor's.
  const complexity = passwordComplexitySchema.safeParse(parseJson(row.complexity))
  const history = passwordHistorySchema.safeParse(parseJson(row.history))
  return {
    id: row.id,
    complexity: complexity.success ? (complexity.data as StoredPasswordComplexity) : null,
    history: history.success ? history.data : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * The policy of `tenantId` (null: a user with no tenant yet, e.g. signing up to create one):
 * the tenant's complexity and history where it set them, the vendor's otherwise.
 */
export const readPasswordPolicy = async (
  db: Db,
  tenantId: string | null,
): Promise<PasswordPolicy> => {
  const vendor = await readVendorConfiguration(db)
  const own = tenantId === null ? undefined : await readTenantPolicy(db, tenantId)
  // A tenant's own value counts only while the vendor lets tenants override that setting.
  const complexity = tenantMayOverride(vendor, 'complexity') ? own?.complexity : undefined
  const history = tenantMayOverride(vendor, 'history') ? own?.history : undefined
  return {
    complexity: complexity ?? (vendor.passwordComplexity as StoredPasswordComplexity),
    history: history ?? vendor.passwordHistory,
  }
}

/** Saves the tenant's own complexity and/or history (in the caller's transaction). */
export const writeTenantPolicy = async (
  trx: Db,
  tenantId: string,
  change: { complexity?: StoredPasswordComplexity; history?: PasswordHistory },
  now: Date,
): Promise<TenantPolicyRecord> => {
  const set = {
    ...(change.complexity ? { complexity: JSON.stringify(change.complexity) } : {}),
    ...(change.history ? { history: JSON.stringify(change.history) } : {}),
    updated_at: now,
  }
  await trx
    .insertInto('tenant_password_policies')
    .values({ tenant_id: tenantId, id: randomUUID(), created_at: now, ...set })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(set))
    .execute()
  const saved = await readTenantPolicy(trx, tenantId)
  if (!saved) throw new Error('The tenant password policy was not saved')
  return saved
}
