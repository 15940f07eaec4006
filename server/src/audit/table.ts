import type { CreatedAt, Json } from '../db/columns'

/** Audit rows. */
export interface AuditLogsTable {
  id: string
  tenant_id: string | null
  user_id: string | null
  email: string | null
  action: string
  description: string
  severity: 'Info' | 'High'
  ip: string | null
  user_agent: string | null
  json: Json
  created_at: CreatedAt
}

/** Each tenant's audit retention, when it chose one (migration 0041). */
export interface AuditRetentionTable {
  tenant_id: string
  days: number
  updated_at: Date
}

declare module '../db/database' {
  interface Database {
    audit_logs: AuditLogsTable
    audit_retention: AuditRetentionTable
  }
}
