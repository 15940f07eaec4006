import type { AuditRow } from '../api/audits'
import type { DemoResponse } from './router'

/**
 * The transport's answers, handed in by `audits.ts`: importing `./http` here would split it out
 * of the portal's demo chunk into a chunk of its own.
 */
export interface DemoAnswers {
  ok: (body: unknown) => DemoResponse
  fail: (status: number, message: string) => DemoResponse
}

/** A whole number, the fallback when absent, null when not one (as `list-query.ts`). */
const intParam = (value: string | null, fallback: number): number | null => {
  if (value === null || value === '' || value === 'undefined') return fallback
  const parsed = Number(value)
  return Number.isInteger(parsed) ? parsed : null
}

/** The five sample rows the demo's 20 are generated from (spec 001 §9: 20 rows, 5 generated). */
const samples: Omit<AuditRow, '_id' | 'createdAt'>[] = [
  ['user.login', 'Signed in', 'Info', 'Signed in with a password'],
  ['user.invited', 'User invited', 'Info', 'Invited dana@example.com'],
  ['role.updated', 'Role updated', 'Info', 'Role Editor (Editor) updated'],
  ['user.login.failed', 'Sign-in failed', 'High', 'Wrong password'],
  ['tenant.mfa-policy.updated', 'MFA policy updated', 'High', 'MFA is now required'],
].map(([action, actionName, severity, description], index) => ({
  action: action ?? '',
  actionName: actionName ?? '',
  severity: severity ?? 'Info',
  description: description ?? '',
  email: index % 2 === 0 ? 'demo@foyer.dev' : 'admin@foyer.dev',
  user: index % 2 === 0 ? 'demo@foyer.dev' : 'admin@foyer.dev',
  ip: `203.0.113.${10 + index}`,
  userAgent: 'Mozilla/5.0 (Demo)',
  json: { sample: index + 1 },
}))

/** A CSV cell as the server writes it: formula-like values neutralised, then quoted (RFC 4180). */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvValue = (row: AuditRow, name: string): string => {
  if (name === 'json') return JSON.stringify(row.json)
  if (name === 'action') return row.actionName ?? row.action
  const value = (row as unknown as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : ''
}

/**
 * Whether a row is one the query's filters select, as the server reads them: user (email), action,
 * severity and IP equal, the time range from inclusive and to exclusive, free text anywhere.
 */
const matcher = (query: URLSearchParams) => {
  const wanted = (name: string) => (query.get(name) ?? '').trim()
  const text = wanted('filter').toLowerCase()
  const equal = (name: string, value: string) => {
    const expected = wanted(name)
    return expected === '' || value === (name === 'email' ? expected.toLowerCase() : expected)
  }
  const from = wanted('from') === '' ? -Infinity : Date.parse(wanted('from'))
  const to = wanted('to') === '' ? Infinity : Date.parse(wanted('to'))
  return (row: AuditRow) => {
    const at = Date.parse(row.createdAt)
    return (
      equal('email', row.email) &&
      equal('action', row.action) &&
      equal('severity', row.severity) &&
      equal('ip', row.ip) &&
      at >= from &&
      at < to &&
      (text === '' ||
        [row.description, row.email, row.action, row.ip].some((value) =>
          value.toLowerCase().includes(text),
        ))
    )
  }
}

/** `GET /audits/actions`: the demo's catalogue, the actions of its samples, by display name. */
export const auditActionList = ({ ok }: DemoAnswers): DemoResponse =>
  ok({
    actions: samples
      .map((row) => ({ key: row.action, displayName: row.actionName, severity: row.severity }))
      .sort((a, b) => (a.displayName ?? '').localeCompare(b.displayName ?? '', 'en')),
  })

/** `PUT …/retention`: whole days from 1 to 3650, as the server validates them. */
export const retentionDays = (body: unknown): number | null => {
  const days = typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : null
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 3650
    ? days
    : null
}

const sortKeys = {
  createdAt: (row: AuditRow) => row.createdAt,
  email: (row: AuditRow) => row.email,
  user: (row: AuditRow) => row.email,
  action: (row: AuditRow) => row.action,
  severity: (row: AuditRow) => row.severity,
  ip: (row: AuditRow) => row.ip,
} as const

/** The demo's 20 rows, an hour apart from `startedAt`, from the five samples. */
export const demoAuditRows = (startedAt: number): AuditRow[] =>
  Array.from({ length: 20 }, (_, index) => ({
    ...(samples[index % samples.length] as Omit<AuditRow, '_id' | 'createdAt'>),
    _id: `audit-${index + 1}`,
    createdAt: new Date(startedAt - index * 3_600_000).toISOString(),
  }))

/** `POST /audits/export/csv/v2`: the rows the query selects, as the server's CSV. */
export const auditCsv = (
  { ok }: DemoAnswers,
  rows: AuditRow[],
  query: URLSearchParams,
  body: unknown,
): DemoResponse => {
  const properties =
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { properties?: unknown }).properties)
      ? (body as { properties: { name?: unknown; displayName?: unknown }[] }).properties
      : []
  const columns = properties.map((entry) => ({
    name: typeof entry.name === 'string' ? entry.name : '',
    displayName: typeof entry.displayName === 'string' ? entry.displayName : '',
  }))
  const selected = rows.filter(matcher(query))
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`
  return ok(
    line(columns.map((entry) => entry.displayName)) +
      selected.map((row) => line(columns.map((entry) => csvValue(row, entry.name)))).join(''),
  )
}

/** `GET /audits`: a page, filtered and sorted as the server does. */
export const auditPage = (
  { ok, fail }: DemoAnswers,
  rows: AuditRow[],
  query: URLSearchParams,
): DemoResponse => {
  const offset = intParam(query.get('offset'), 0)
  const count = intParam(query.get('count'), 20)
  const sortBy = query.get('sortBy') || 'createdAt'
  const direction = query.get('sortDirection') || 'desc'
  if (offset === null || offset < 0) return fail(400, 'offset: a whole number from 0')
  if (count === null || count < 1 || count > 200) return fail(400, 'count: 1 to 200')
  if (!Object.hasOwn(sortKeys, sortBy)) return fail(400, `sortBy: ${sortBy} is not sortable`)
  if (direction !== 'asc' && direction !== 'desc') return fail(400, 'sortDirection: asc or desc')
  for (const name of ['from', 'to'] as const) {
    const value = query.get(name) ?? ''
    if (value !== '' && Number.isNaN(Date.parse(value))) return fail(400, `${name}: not a date`)
  }
  const key = sortKeys[sortBy as keyof typeof sortKeys]
  const sign = direction === 'asc' ? 1 : -1
  const matching = rows
    .filter(matcher(query))
    .sort((a, b) => sign * key(a).localeCompare(key(b)) || b.createdAt.localeCompare(a.createdAt))
  const data = matching.slice(offset, offset + count)
  const virtual = query.get('paginationMode') === 'virtual'
  const more = matching.length > offset + count
  return ok({
    data,
    total: virtual ? offset + data.length + (more ? 1 : 0) : matching.length,
  })
}

/** `GET /audits/stats`. */
export const auditStats = ({ ok }: DemoAnswers, rows: AuditRow[], now: number): DemoResponse => {
  const today = new Date(now)
  today.setUTCHours(0, 0, 0, 0)
  const week = now - 7 * 86_400_000
  return ok({
    totalToday: rows.filter((row) => Date.parse(row.createdAt) >= today.getTime()).length,
    severeThisWeek: rows.filter(
      (row) => row.severity === 'High' && Date.parse(row.createdAt) >= week,
    ).length,
  })
}
