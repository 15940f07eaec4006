import { z } from '@hono/zod-openapi'
import { auditActions } from '../audit/actions'
import { auditedChange } from '../audit/audited-change'
import { auditCsvStream, isCsvProperty } from '../audit/csv'
import { auditColumns, auditsMetadata } from '../audit/metadata'
import { auditPage, auditStats } from '../audit/query'
import { readRetention, saveRetention } from '../audit/retention'
import {
  auditExportQuery,
  auditListQuery,
  auditStatsQuery,
  exportBody,
  readOf,
  retentionSchema,
} from '../audit/schema'
import { startOfDay, tenantTimeZone } from '../audit/time-zone'
import { auditView } from '../audit/view'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, userRoute } from '../http/router'
import type { AppDeps } from '../deps'

const tags = ['Audits']
const read = 'fe.secure.read.audits'
const write = 'fe.secure.write.accountSettings'
const WEEK_MS = 7 * 86_400_000

const rowSchema = z.object({}).passthrough().openapi('AuditRow')
const pageSchema = z.object({ data: z.array(rowSchema), total: z.number() }).openapi('AuditPage')
const statsSchema = z
  .object({ totalToday: z.number(), severeThisWeek: z.number() })
  .openapi('AuditStats')

const listRoute = tenantRoute({
  method: 'get',
  path: '/audits',
  permission: read,
  tags,
  summary:
    "A page of the tenant's audit rows (offset, count 20 by default), filtered and sorted " +
    '(createdAt, newest first, by default); paginationMode=virtual skips the exact total',
  request: { query: auditListQuery },
  responses: { 200: jsonResponse(pageSchema, 'The rows and the total') },
})

const statsRoute = tenantRoute({
  method: 'get',
  path: '/audits/stats',
  permission: read,
  tags,
  summary: "Rows written today (in the tenant's time zone) and severe rows of the last 7 days",
  request: { query: auditStatsQuery },
  responses: { 200: jsonResponse(statsSchema, 'The counts') },
})

const exportRoute = (path: string) =>
  tenantRoute({
    method: 'post',
    path,
    permission: read,
    tags,
    summary:
      'The filtered rows as audits.csv, streamed: the columns the body names (the metadata ' +
      "columns by default), times in the tenant's time zone, formula-like cells neutralised",
    request: { query: auditExportQuery, body: jsonBody(exportBody, { required: false }) },
    responses: {
      200: { description: 'audits.csv', content: { 'text/csv': { schema: z.string() } } },
    },
  })

const actionSchema = z
  .object({ key: z.string(), displayName: z.string(), severity: z.enum(['Info', 'High']) })
  .openapi('AuditAction')

const actionsRoute = tenantRoute({
  method: 'get',
  path: '/audits/actions',
  permission: read,
  tags,
  summary:
    "The catalogue of audit actions (key, display name, usual severity) by display name: the Audits page's action filter",
  responses: {
    200: jsonResponse(z.object({ actions: z.array(actionSchema) }), 'The actions'),
  },
})

/** The catalogue by display name, built once. */
const actionList = Object.entries(auditActions)
  .map(([key, info]) => ({ key, displayName: info.displayName, severity: info.severity }))
  .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en') || a.key.localeCompare(b.key))

const metadataRoute = userRoute({
  method: 'get',
  path: '/metadata',
  tags,
  summary:
    'The metadata of an entity: for audits one row with the table columns; no row for others',
  request: { query: z.object({ entityName: z.string().max(50) }) },
  responses: {
    200: jsonResponse(z.object({ rows: z.array(z.object({}).passthrough()) }), 'The rows'),
  },
})

const retentionPath = '/audits/resources/configurations/v1/retention'

const readRetentionRoute = tenantRoute({
  method: 'get',
  path: retentionPath,
  permission: read,
  tags,
  summary: 'How many days audit rows are kept (365 unless the tenant chose)',
  responses: { 200: jsonResponse(retentionSchema, 'The retention') },
})

const saveRetentionRoute = tenantRoute({
  method: 'put',
  path: retentionPath,
  permission: write,
  tags,
  summary: 'Keep audit rows this many days (1 to 3650); older rows are deleted within the hour',
  request: { body: jsonBody(retentionSchema) },
  responses: { 200: jsonResponse(retentionSchema, 'The retention') },
})

/** Audits (wire §5.20), their metadata (§5.23 `entityName=audits`) and their retention. */
export const createAuditRoutes = ({ db, config, now }: AppDeps) => {
  const app = createRouter()
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query')
    const { filter, sort } = readOf(query)
    const page = await auditPage(db, c.get('auth').tenantId, {
      filter,
      sort,
      offset: query.offset ?? 0,
      count: query.count ?? 20,
      virtual: query.paginationMode === 'virtual',
    })
    const data = page.rows.map((row) => auditView(row, config.vendorId))
    return c.json({ data, total: page.total }, 200)
  })
  app.openapi(statsRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const at = now()
    const today = startOfDay(at, await tenantTimeZone(db, tenantId))
    const stats = await auditStats(db, tenantId, { today, week: new Date(at.getTime() - WEEK_MS) })
    return c.json(stats, 200)
  })
  for (const path of ['/audits/export/csv', '/audits/export/csv/v2']) {
    app.openapi(exportRoute(path), async (c) => {
      const { tenantId } = c.get('auth')
      const properties = (
        c.req.valid('json') as { properties?: { name: string; displayName?: string }[] } | undefined
      )?.properties
      const unknown = properties?.find((entry) => !isCsvProperty(entry.name))
      if (unknown) throw badRequest(`properties: ${unknown.name} is not a column of the audits`)
      const columns = (properties?.length ? properties : auditColumns).map((entry) => ({
        name: entry.name,
        displayName: entry.displayName ?? entry.name,
      }))
      const stream = auditCsvStream(db, {
        tenantId,
        vendorId: config.vendorId,
        ...readOf(c.req.valid('query')),
        columns,
        timeZone: await tenantTimeZone(db, tenantId),
      })
      return c.body(stream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audits.csv"',
        'cache-control': 'no-store',
      }) as never
    })
  }
  app.openapi(actionsRoute, (c) => c.json({ actions: actionList }, 200))
  app.openapi(metadataRoute, (c) => {
    const { entityName } = c.req.valid('query')
    const rows = entityName === 'audits' ? [auditsMetadata(config.vendorId)] : []
    return c.json({ rows }, 200)
  })
  app.openapi(readRetentionRoute, async (c) =>
    c.json({ days: await readRetention(db, c.get('auth').tenantId) }, 200),
  )
  app.openapi(saveRetentionRoute, async (c) => {
    const { tenantId } = c.get('auth')
    const { days } = c.req.valid('json')
    await auditedChange(c, async ({ trx, now: at }) => {
      const before = await saveRetention(trx, { tenantId, days, now: at })
      return {
        result: undefined,
        audit: {
          action: 'tenant.audit-retention.updated',
          description: `Audit rows are kept ${days} days (were ${before})`,
          severity: 'High',
          details: { days, before },
        },
      }
    })
    return c.json({ days }, 200)
  })
  return app
}
