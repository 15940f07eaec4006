import type { CreatedAt } from '../db/columns'

/** The two lists a tenant token belongs to (the vendor's machine-to-machine strategy picks one). */
export type TenantTokenKind = 'apiToken' | 'accessToken'

/** Tenant API and access tokens (migration 0044); `id` is the token's client id. */
export interface TenantApiTokensTable {
  id: string
  tenant_id: string
  kind: TenantTokenKind
  description: string
  secret_hash: string
  created_by_user_id: string | null
  expires_at: Date | null
  last_used_at: Date | null
  created_at: CreatedAt
}

/** The roles a tenant token acts with. */
export interface TenantApiTokenRolesTable {
  token_id: string
  role_id: string
}

declare module '../db/database' {
  interface Database {
    tenant_api_tokens: TenantApiTokensTable
    tenant_api_token_roles: TenantApiTokenRolesTable
  }
}
