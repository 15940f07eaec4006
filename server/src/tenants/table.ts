import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Tenants (accounts). */
export interface TenantsTable {
  id: string
  name: string
  metadata: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Which users belong to which tenants. */
export interface TenantMembershipsTable {
  user_id: string
  tenant_id: string
  created_at: CreatedAt
  is_disabled: Generated<boolean>
}

/** Lockout policy of a tenant. */
export interface LockoutPoliciesTable {
  tenant_id: string
  enabled: boolean
  max_attempts: number
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    tenants: TenantsTable
    tenant_memberships: TenantMembershipsTable
    lockout_policies: LockoutPoliciesTable
  }
}
