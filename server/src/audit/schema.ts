import { z } from '@hono/zod-openapi'
import { MAX_RETENTION_DAYS } from './retention'
import type { AuditFilter, AuditSort } from './query'

/** A query parameter the client sends empty (or as the text "undefined") is left out. */
const absent = (value: unknown) => (value === '' || value === 'undefined' ? undefined : value)
const text = (max: number) => z.preprocess(absent, z.string().max(max).optional())
const instant = z.preprocess(absent, z.iso.datetime({ offset: true }).optional())

/** The filters and sort every read of the audits takes (list, stats, export). */
const readQuery = {
  sortBy: z.preprocess(
    absent,
    z.enum(['createdAt', 'email', 'user', 'action', 'severity', 'ip']).optional(),
  ),
  sortDirection: z.preprocess(absent, z.enum(['asc', 'desc']).optional()),
  filter: text(200).openapi({ description: 'Free text: description, user, action or IP' }),
  email: text(320).openapi({ description: "The acting user's email" }),
  action: text(100).openapi({ description: 'An action key of the catalogue' }),
  severity: z.preprocess(absent, z.enum(['Info', 'High']).optional()),
  ip: text(64),
  from: instant.openapi({ description: 'Rows written at or after this instant' }),
  to: instant.openapi({ description: 'Rows written before this instant' }),
}

/** `GET /audits`. */
export const auditListQuery = z.object({
  ...readQuery,
  offset: z.preprocess(absent, z.coerce.number().int().min(0).max(1_000_000).optional()),
  count: z.preprocess(absent, z.coerce.number().int().min(1).max(200).optional()),
  paginationMode: z.preprocess(absent, z.enum(['virtual']).optional()),
})

/** `GET /audits/stats` (takes the list's sort and count, and needs neither). */
export const auditStatsQuery = z.object({
  sortBy: text(50),
  sortDirection: text(10),
  count: text(10),
})

/** `POST /audits/export/…`: the list's filters and the client's file name (ignored). */
export const auditExportQuery = z.object({
  ...readQuery,
  offset: text(20),
  outputFileName: text(200),
})

/** A header of the export: the client sends the metadata's columns (`HeaderProps`). */
export const exportBody = z.object({
  properties: z
    .array(
      z
        .object({
          name: z.string().min(1).max(50),
          displayName: z.string().max(100).optional(),
        })
        .passthrough(),
    )
    .max(30)
    .optional(),
})

/** The retention setting. */
export const retentionSchema = z
  .object({ days: z.number().int().min(1).max(MAX_RETENTION_DAYS) })
  .openapi('AuditRetention')

type ReadQuery = {
  sortBy?: AuditSort['sortBy'] | undefined
  sortDirection?: AuditSort['sortDirection'] | undefined
  filter?: string | undefined
  email?: string | undefined
  action?: string | undefined
  severity?: 'Info' | 'High' | undefined
  ip?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The filter and the sort a query names (createdAt, newest first, by default: spec 001 §9). */
export const readOf = (query: ReadQuery): { filter: AuditFilter; sort: AuditSort } => ({
  filter: {
    text: query.filter,
    email: query.email,
    action: query.action,
    severity: query.severity,
    ip: query.ip,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  },
  sort: { sortBy: query.sortBy ?? 'createdAt', sortDirection: query.sortDirection ?? 'desc' },
})
