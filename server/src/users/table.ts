import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Users; `tenant_id` is the tenant the user last worked in. */
export interface UsersTable {
  id: string
  email: string | null
  name: Generated<string>
  password_hash: string | null
  verified: Generated<boolean>
  tenant_id: string | null
  metadata: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
  last_login: Date | null
  failed_login_attempts: Generated<number>
  locked_until: Date | null
  lockouts: Generated<number>
  /** Sign-in attempts being checked right now; they count only until `pending_until`. */
  pending_attempts: Generated<number>
  pending_until: Date | null
  /** E.164 (libphonenumber-js), or null. */
  phone_number: string | null
  /** Hidden from every list, search and count a tenant's members read (migration 0063). */
  invisible: Generated<boolean>
  /** Holds the vendor's Admin role in each of their accounts (migration 0063). */
  super_user: Generated<boolean>
}

declare module '../db/database' {
  interface Database {
    users: UsersTable
  }
}
