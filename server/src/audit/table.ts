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

declare module '../db/database' {
  interface Database {
    audit_logs: AuditLogsTable
  }
}
