import type { ApiClient } from './client'

/** The audits of the tenant (wire §5.20). */
export const AUDITS_PATH = '/audits'

/** One audit row as `GET /audits` answers it. */
export interface AuditRow {
  _id: string
  createdAt: string
  email: string
  /** Who acted: the email, or "API token · description" for a tenant API token. */
  user: string
  action: string
  /** The catalogue's display name of the action. */
  actionName?: string
  description: string
  severity: 'Info' | 'High' | string
  ip: string
  userAgent?: string
  json: Record<string, unknown>
}

/** What a page of audits is asked for. */
export interface AuditsQuery {
  offset: number
  count: number
  sortBy: string
  sortDirection: 'asc' | 'desc'
  /** Free text. */
  filter: string
  severity?: string
  action?: string
}

/** A page of the tenant's audit rows and how many there are (fe.secure.read.audits). */
export async function getAudits(
  client: ApiClient,
  query: AuditsQuery,
): Promise<{ data: AuditRow[]; total: number }> {
  const extra: Record<string, string> = {}
  if (query.severity) extra.severity = query.severity
  if (query.action) extra.action = query.action
  return client.get(AUDITS_PATH, {
    offset: query.offset,
    count: query.count,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    filter: query.filter,
    ...extra,
  })
}

/** Rows written today and severe rows of the week. */
export async function getAuditsStats(
  client: ApiClient,
): Promise<{ totalToday: number; severeThisWeek: number }> {
  return client.get(`${AUDITS_PATH}/stats`, {
    sortBy: 'createdAt',
    sortDirection: 'desc',
    count: 20,
  })
}
