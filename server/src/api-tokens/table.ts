import type { CreatedAt } from '../db/columns'
import type { ColumnType } from 'kysely'

/** The two lists a user's token belongs to; both sign in the same way. */
export type ApiTokenKind = 'apiToken' | 'accessToken'

/** Personal API tokens (migration 0013); `id` is the token's client id. */
export interface UserApiTokensTable {
  id: string
  user_id: string
  /** `apiToken` (users/api-tokens) or `accessToken` (users/access-tokens). */
  kind: ColumnType<ApiTokenKind, ApiTokenKind | undefined, never>
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
