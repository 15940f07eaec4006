/** A tenant's session rules (migration 0012); timeouts in seconds. */
export interface SessionConfigurationsTable {
  tenant_id: string
  idle_timeout_active: boolean
  idle_timeout_seconds: number
  absolute_timeout_active: boolean
  absolute_timeout_seconds: number
  concurrent_active: boolean
  max_sessions: number
  on_limit: 'evictOldest' | 'deny'
  updated_at: Date
}

declare module '../db/database' {
  interface Database {
    session_configurations: SessionConfigurationsTable
  }
}
