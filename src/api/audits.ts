import { buildUrl } from './build-url'
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
  /** The acting user's email. */
  email?: string
  ip?: string
  /** Rows written at or after this instant (ISO). */
  from?: string
  /** Rows written before this instant (ISO). */
  to?: string
}

/** The query's filters that are set, as query parameters (the empty ones left out). */
const filterParams = (query: Partial<AuditsQuery>): Record<string, string> => {
  const params: Record<string, string> = {}
  for (const name of ['severity', 'action', 'email', 'ip', 'from', 'to'] as const) {
    const value = query[name]
    if (value) params[name] = value
  }
  return params
}

/** A page of the tenant's audit rows and how many there are (fe.secure.read.audits). */
export async function getAudits(
  client: ApiClient,
  query: AuditsQuery,
): Promise<{ data: AuditRow[]; total: number }> {
  return client.get(AUDITS_PATH, {
    offset: query.offset,
    count: query.count,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    filter: query.filter,
    ...filterParams(query),
  })
}

/** An action of the server's audit catalogue. */
export interface AuditAction {
  key: string
  displayName: string
  severity: string
}

/** The audit action catalogue, by display name (the action filter's choices). */
export async function getAuditActions(client: ApiClient): Promise<AuditAction[]> {
  return (await client.get<{ actions: AuditAction[] }>(`${AUDITS_PATH}/actions`)).actions
}

/** Where the tenant's audit retention is read and set. */
export const AUDIT_RETENTION_PATH = `${AUDITS_PATH}/resources/configurations/v1/retention`

/** How many days the tenant keeps its audit rows. */
export async function getAuditRetention(client: ApiClient): Promise<number> {
  return (await client.get<{ days: number }>(AUDIT_RETENTION_PATH)).days
}

/** Keeps audit rows `days` days (fe.secure.write.accountSettings). */
export async function saveAuditRetention(client: ApiClient, days: number): Promise<number> {
  return (await client.put<{ days: number }>(AUDIT_RETENTION_PATH, { days })).days
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

/** A column of the CSV: the row property and its header. */
export interface AuditCsvColumn {
  name: string
  displayName: string
}

/**
 * Downloads the filtered rows as CSV text (`POST /audits/export/csv/v2`), reporting the bytes
 * received as they stream in. Through the client's own transport (the demo's in demo mode) with its
 * token; a refusal throws the status.
 */
export async function exportAuditsCsv(
  client: ApiClient,
  input: {
    columns: AuditCsvColumn[]
    query: Omit<AuditsQuery, 'offset' | 'count'>
    onProgress?: (bytes: number) => void
    signal?: AbortSignal
  },
): Promise<string> {
  const { options } = client
  const apiPrefix = options.apiPrefix ?? 'api'
  const given = options.fetch
  const transport =
    (given?.forApi ? given.forApi({ baseUrl: options.baseUrl, apiPrefix }) : given) ??
    globalThis.fetch
  const query: Record<string, string> = {
    sortBy: input.query.sortBy,
    sortDirection: input.query.sortDirection,
    filter: input.query.filter,
    outputFileName: 'audits.csv',
    ...filterParams(input.query),
  }
  const url = buildUrl(options.baseUrl, apiPrefix, `${AUDITS_PATH}/export/csv/v2`, query)
  const token = options.getAccessToken?.()
  const response = await transport(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ properties: input.columns }),
    credentials: options.credentials ?? 'same-origin',
    ...(input.signal ? { signal: input.signal } : {}),
  })
  if (!response.ok || !response.body) throw new Error(`CSV export failed (${response.status})`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    text += decoder.decode(value, { stream: true })
    input.onProgress?.(bytes)
  }
  text += decoder.decode()
  // The demo's transport answers every body as JSON: there the CSV is one JSON string.
  if (response.headers.get('content-type')?.includes('application/json')) {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'string') return parsed
  }
  return text
}
