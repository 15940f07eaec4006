import type { CreatedAt } from '../db/columns'

/**
 * A password a sign-in found in a breach (migration 0028): the hash it had then. The mark holds
 * only while the user's password hash is still this one.
 */
export interface BreachedPasswordsTable {
  user_id: string
  password_hash: string
  found_at: Date
}

/** A tenant's own password-rotation settings (periods in days), apart from the vendor's. */
export interface TenantPasswordRotationTable {
  tenant_id: string
  id: string
  is_active: boolean
  rotation_period: number
  notification_period: number
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    breached_passwords: BreachedPasswordsTable
    tenant_password_rotation: TenantPasswordRotationTable
  }
}
