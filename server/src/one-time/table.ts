import type { CreatedAt } from '../db/columns'
import type { ColumnType, Generated } from 'kysely'

/** One-time secrets: links and codes, stored hashed (see migration 0005-one-time). */
export interface OneTimeSecretsTable {
  id: string
  purpose: string
  kind: 'link' | 'code'
  secret_hash: string
  user_id: string | null
  tenant_id: string | null
  /** jsonb, written as JSON text. */
  data: ColumnType<unknown, string | undefined, string>
  attempts: Generated<number>
  expires_at: Date
  used_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    one_time_secrets: OneTimeSecretsTable
  }
}
