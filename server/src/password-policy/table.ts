import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** A tenant's own password policy (migration 0010); a null column is the vendor's value. */
export interface TenantPasswordPoliciesTable {
  tenant_id: string
  /** The policy's id on the wire (`ISecurityPolicyPasswordHistory.id`). */
  id: string
  complexity: Json | null
  history: Json | null
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** A user's past password hashes, newest by id, kept for the history rule. */
export interface PasswordHistoryTable {
  id: Generated<string>
  user_id: string
  password_hash: string
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    tenant_password_policies: TenantPasswordPoliciesTable
    password_history: PasswordHistoryTable
  }
}
