import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** A tenant's standing invite link (migration 0008-invitations). */
export interface TenantInvitesTable {
  id: string
  tenant_id: string
  created_by: string | null
  /** Read back by administrators (the wire answers it); looked up by `token_hash`. */
  token: string
  token_hash: string
  /** Role ids (jsonb array) given to whoever joins through the link. */
  role_ids: Json
  should_send_email: boolean
  expires_at: Date
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../tenants/table' {
  /** Whether the member accepted the tenant's invitation (migration 0008-invitations). */
  interface TenantMembershipsTable {
    activated_for_tenant: Generated<boolean>
  }
}

declare module '../db/database' {
  interface Database {
    tenant_invites: TenantInvitesTable
  }
}
