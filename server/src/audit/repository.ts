import { randomUUID } from 'node:crypto'
import { raiseAuditEvent, raisesEvent } from '../events/raise'
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
  /** The row's id, when the caller must find it again (by default a new one). */
  id?: string
}

/** Writes an audit row, and the event it raises (if any) in the same transaction. */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  if (!db.isTransaction && raisesEvent(entry)) {
    return db.transaction().execute((trx) => writeAudit(trx, entry))
  }
  await db
    .insertInto('audit_logs')
    .values({
      id: entry.id ?? randomUUID(),
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
  await raiseAuditEvent(db, entry)
}
