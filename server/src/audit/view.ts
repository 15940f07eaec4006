import { actionDisplayName, auditActions, isAuditAction } from './actions'
import type { AuditRow } from './query'

/** A row's details as stored (jsonb: an object). */
const detailsOf = (row: AuditRow): Record<string, unknown> =>
  typeof row.json === 'object' && row.json !== null ? (row.json as Record<string, unknown>) : {}

/**
 * Who a row names as its actor: a tenant API token (`details.apiTokenId`, written by the tokens
 * feature with no user) as "API token · description", else the email, else nobody.
 */
export const actorOf = (row: AuditRow): string => {
  const details = detailsOf(row)
  if (typeof details.apiTokenId === 'string') {
    const description =
      typeof details.apiTokenDescription === 'string' && details.apiTokenDescription !== ''
        ? details.apiTokenDescription
        : details.apiTokenId
    return `API token · ${description}`
  }
  return row.email ?? ''
}

/** A row as `GET /audits` answers it (the wire's `AuditRowData`, plus description and user agent). */
export const auditView = (row: AuditRow, vendorId: string) => {
  const createdAt = row.created_at.toISOString()
  return {
    _id: row.id,
    id: row.id,
    createdAt,
    updatedAt: createdAt,
    time: createdAt,
    tenantId: row.tenant_id ?? '',
    vendorId,
    userId: row.user_id,
    email: row.email ?? '',
    user: actorOf(row),
    action: row.action,
    actionName: actionDisplayName(row.action),
    resource: isAuditAction(row.action) ? auditActions[row.action].resource : '',
    description: row.description,
    severity: row.severity,
    ip: row.ip ?? '',
    userAgent: row.user_agent ?? '',
    json: detailsOf(row),
    __v: 0,
  }
}

/** The wire shape of one row. */
export type AuditView = ReturnType<typeof auditView>
