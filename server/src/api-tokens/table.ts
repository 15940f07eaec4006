import type { CreatedAt } from '../db/columns'

/** Personal API tokens (migration 0013); `id` is the token's client id. */
export interface UserApiTokensTable {
  id: string
  user_id: string
  tenant_id: string
  description: string
  secret_hash: string
  expires_at: Date | null
  last_used_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    user_api_tokens: UserApiTokensTable
  }
}
