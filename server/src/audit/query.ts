import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { AuditLogsTable } from './table'
import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely'

/** A stored audit row as read. */
export type AuditRow = Selectable<AuditLogsTable>

/** The columns a page may be sorted by, each read from an index of migration 0041. */
export const auditSortColumns = {
  createdAt: 'created_at',
  email: 'email',
  user: 'email',
  action: 'action',
  severity: 'severity',
  ip: 'ip',
} as const

/** A sort key the page may ask for. */
export type AuditSortBy = keyof typeof auditSortColumns

/** Which of a tenant's rows a page or an export reads. */
export interface AuditFilter {
  /** Free text, found in the description, the email, the action or the IP. */
  text?: string | undefined
  email?: string | undefined
  action?: string | undefined
  severity?: 'Info' | 'High' | undefined
  ip?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
}

/** How rows are ordered: by one column, then newest first (and by id, so pages never overlap). */
export interface AuditSort {
  sortBy: AuditSortBy
  sortDirection: 'asc' | 'desc'
}

type AuditQuery = SelectQueryBuilder<
  { audit_logs: AuditLogsTable } & Record<string, never>,
  'audit_logs',
  object
>

/** `%` and `_` of what the user typed match themselves in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The tenant's rows that match `filter`. */
export const filteredAudits = (db: Db, tenantId: string, filter: AuditFilter): AuditQuery => {
  let query = db.selectFrom('audit_logs').where('tenant_id', '=', tenantId) as AuditQuery
  if (filter.email) {
    query = query.where(
      'email',
      '=',
      // The email as stored (lower case) and as typed, both read from the email index.
      filter.email.trim().toLowerCase(),
    )
  }
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.severity) query = query.where('severity', '=', filter.severity)
  if (filter.ip) query = query.where('ip', '=', filter.ip.trim())
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.to) query = query.where('created_at', '<', filter.to)
  const text = filter.text?.trim()
  if (text) {
    const pattern = likePattern(text)
    query = query.where((eb: ExpressionBuilder<{ audit_logs: AuditLogsTable }, 'audit_logs'>) =>
      eb.or([
        eb('description', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('action', 'ilike', pattern),
        eb('ip', 'ilike', pattern),
      ]),
    )
  }
  return query
}

/** `query` in the sort's order: its column, then newest first, then by id. */
export const sortedAudits = (query: AuditQuery, { sortBy, sortDirection }: AuditSort) => {
  const column = auditSortColumns[sortBy]
  const sorted = query.orderBy(column, sortDirection)
  return column === 'created_at'
    ? sorted.orderBy('id', sortDirection)
    : sorted.orderBy('created_at', 'desc').orderBy('id', 'desc')
}

/**
 * The most rows an exact total counts: a page answers "10,000" for any more (500 pages of 20;
 * past them the reader narrows the filter), so that a page of a huge tenant stays fast.
 */
export const AUDIT_COUNT_CAP = 10_000

/** One page of rows, and the total: exact, or in `virtual` mode only whether another page follows. */
export const auditPage = async (
  db: Db,
  tenantId: string,
  input: { filter: AuditFilter; sort: AuditSort; offset: number; count: number; virtual: boolean },
): Promise<{ rows: AuditRow[]; total: number }> => {
  const { filter, sort, offset, count, virtual } = input
  const take = virtual ? count + 1 : count
  const rows = await sortedAudits(filteredAudits(db, tenantId, filter), sort)
    .selectAll()
    .offset(offset)
    .limit(take)
    .execute()
  if (virtual) {
    const more = rows.length > count
    return {
      rows: rows.slice(0, count),
      total: offset + Math.min(rows.length, count) + (more ? 1 : 0),
    }
  }
  const counted = await auditCountQuery(db, tenantId, filter).executeTakeFirstOrThrow()
  return { rows, total: Number(counted.total) }
}

const newestFirst: AuditSort = { sortBy: 'createdAt', sortDirection: 'desc' }

/**
 * How many rows match `filter`, up to `AUDIT_COUNT_CAP` (counting a million rows takes far longer
 * than reading a page). The rows are counted in the order that ends every index of migration 0041
 * (newest first), so that PostgreSQL walks the filter's index and stops at the cap, in a custom
 * plan and in the generic plan a named statement gets after five runs alike. Unordered, a `LIMIT`
 * made a sequential scan look cheap, as if matches were spread evenly through the table: a tenant's
 * recent rows, its High ones, sit in a few places, so that scan read up to the whole table (the
 * last week of a million rows: p50 5 ms ordered, 350 ms unordered in the generic plan; 1 row in 10
 * High: 16 and 35 ms). Free text has no index: there the scan of the tenant's rows is the plan.
 */
export const auditCountQuery = (db: Db, tenantId: string, filter: AuditFilter) => {
  const matching = filteredAudits(db, tenantId, filter)
  const capped = (filter.text?.trim() ? matching : sortedAudits(matching, newestFirst))
    .select('id')
    .limit(AUDIT_COUNT_CAP)
  return db.selectFrom(capped.as('matching')).select(sql<string>`count(*)`.as('total'))
}

/** How many of the tenant's rows were written since `today`, and how many severe since `week`. */
export const auditStats = async (
  db: Db,
  tenantId: string,
  since: { today: Date; week: Date },
): Promise<{ totalToday: number; severeThisWeek: number }> => {
  const today = await filteredAudits(db, tenantId, { from: since.today })
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()
  const severe = await filteredAudits(db, tenantId, { from: since.week, severity: 'High' })
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()
  return { totalToday: Number(today.total), severeThisWeek: Number(severe.total) }
}
