import type { Generated } from 'kysely'

/** Columns of migration 0025 on tables other parts own. */
declare module '../tenants/table' {
  interface TenantMembershipsTable {
    /** A temporary member's end; null for a permanent one. */
    temporary_expires_at: Date | null
    /** Lower-cased copies of the user's name and email (triggers), the tenant's sort keys. */
    sort_name: Generated<string>
    sort_email: Generated<string>
  }
}

/** Members per tenant, kept by a trigger on tenant_memberships (migration 0025). */
export interface TenantMemberCountsTable {
  tenant_id: string
  members: number
}

declare module '../db/database' {
  interface Database {
    tenant_member_counts: TenantMemberCountsTable
  }
}

declare module '../users/table' {
  interface UsersTable {
    /** When the user's password was found in a breach list; null while it was not. */
    password_breached_at: Date | null
  }
}
