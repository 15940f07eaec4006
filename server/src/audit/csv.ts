import { sql } from 'kysely'
import { auditSortColumns, filteredAudits } from './query'
import { auditView } from './view'
import type { Db } from '../db/database'
import type { AuditFilter, AuditRow, AuditSort } from './query'
import type { AuditView } from './view'

/** The first characters with which a spreadsheet reads a cell as a formula (or hides one). */
const formulaStart = /^[=+\-@\t\r]/

/**
 * One CSV cell: a value a spreadsheet would run as a formula gets a leading `'` (so
 * `=HYPERLINK(…)` is shown, not followed), and a value holding a comma, a quote or a line break
 * is quoted (RFC 4180).
 */
export const csvCell = (value: string): string => {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Formatters by time zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
    if (formatters.size > 100) formatters.clear()
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** `time` in `timeZone` as `2026-11-27 22:05:03 GMT+02:00`; UTC when the zone is unknown. */
export const formatInstant = (time: Date, timeZone: string | null): string => {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = formatterOf(timeZone ?? 'UTC').formatToParts(time)
  } catch {
    parts = formatterOf('UTC').formatToParts(time)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  const zone = part('timeZoneName') === 'GMT' ? 'GMT+00:00' : part('timeZoneName')
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${zone}`
}

/** A column of the export: the row property it prints and its header. */
export interface CsvColumn {
  name: string
  displayName: string
}

/** The properties a column may name, as printed. */
const printers: Record<string, (row: AuditView, timeZone: string | null) => string> = {
  createdAt: (row, zone) => formatInstant(new Date(row.createdAt), zone),
  time: (row, zone) => formatInstant(new Date(row.time), zone),
  email: (row) => row.user,
  user: (row) => row.user,
  action: (row) => row.actionName,
  actionKey: (row) => row.action,
  resource: (row) => row.resource,
  description: (row) => row.description,
  ip: (row) => row.ip,
  severity: (row) => row.severity,
  userAgent: (row) => row.userAgent,
  json: (row) => JSON.stringify(row.json),
  tenantId: (row) => row.tenantId,
}

/** Whether an export may print a property. */
export const isCsvProperty = (name: string) => Object.hasOwn(printers, name)

type Cursor = { key: string; at: string; id: string }

/**
 * The tenant's rows matching `filter`, in `sort`'s order, as a CSV stream: read in batches of
 * `batchSize` by keyset (each batch starts after the last row of the one before, in one index
 * walk), and only when the reader wants more, so a million rows never sit in memory at once.
 */
export const auditCsvStream = (
  db: Db,
  input: {
    tenantId: string
    vendorId: string
    filter: AuditFilter
    sort: AuditSort
    columns: CsvColumn[]
    timeZone: string | null
    batchSize?: number
  },
): ReadableStream<Uint8Array> => {
  const { tenantId, filter, sort, columns, timeZone } = input
  const batchSize = input.batchSize ?? 1000
  const encoder = new TextEncoder()
  const column = auditSortColumns[sort.sortBy]
  const direction = sort.sortDirection === 'asc' ? sql.raw('>') : sql.raw('<')
  // Nullable columns sort as '' so that the keyset comparison never meets a NULL.
  const key =
    column === 'created_at' ? sql<string>`''` : sql<string>`coalesce(${sql.ref(column)}, '')`
  let cursor: Cursor | undefined
  let done = false
  const batch = async () => {
    let query = filteredAudits(db, tenantId, filter)
    if (cursor) {
      const { key: lastKey, at, id } = cursor
      query = query.where(
        column === 'created_at'
          ? sql<boolean>`(created_at, id) ${direction} (${at}::timestamptz, ${id}::uuid)`
          : sql<boolean>`(${key}, created_at, id) ${direction} (${lastKey}, ${at}::timestamptz, ${id}::uuid)`,
      )
    }
    const selected = query
      .selectAll()
      .select([key.as('cursor_key'), sql<string>`created_at::text`.as('cursor_at')])
    const rows = await (
      column === 'created_at' ? selected : selected.orderBy(key, sort.sortDirection)
    )
      .orderBy('created_at', sort.sortDirection)
      .orderBy('id', sort.sortDirection)
      .limit(batchSize)
      .execute()
    const last = rows.at(-1)
    if (last) cursor = { key: last.cursor_key, at: last.cursor_at, id: last.id }
    if (rows.length < batchSize) done = true
    return rows as (AuditRow & { cursor_key: string; cursor_at: string })[]
  }
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(line(columns.map((entry) => entry.displayName))))
      },
      async pull(controller) {
        if (done) return controller.close()
        const rows = await batch()
        const text = rows
          .map((row) => {
            const view = auditView(row, input.vendorId)
            return line(columns.map((entry) => printers[entry.name]?.(view, timeZone) ?? ''))
          })
          .join('')
        if (text !== '') controller.enqueue(encoder.encode(text))
        if (done) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
