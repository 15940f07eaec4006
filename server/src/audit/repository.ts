import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { AuditActionKey } from './actions'

/** One audit row to write. */
export interface AuditEntry {
  tenantId: string | null
  userId: string | null
  email: string | null
  /** A key of the audit catalogue (`actions.ts`). */
  action: AuditActionKey
  description: string
  severity: 'Info' | 'High'
  ip: string | null
  userAgent: string | null
  details?: Record<string, unknown>
}

/** Writes an audit row. */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db
    .insertInto('audit_logs')
    .values({
      id: randomUUID(),
      tenant_id: entry.tenantId,
      user_id: entry.userId,
      email: entry.email,
      action: entry.action,
      description: entry.description,
      severity: entry.severity,
      ip: entry.ip,
      user_agent: entry.userAgent,
      json: JSON.stringify(entry.details ?? {}),
    })
    .execute()
}
