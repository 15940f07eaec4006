import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, vendorRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { dayOf } from '../usage/days'
import { isBuiltInMetric } from '../usage/metrics'
import { usageReport } from '../usage/report'
import type { AppDeps } from '../deps'

const tags = ['Usage']

const metricSchema = z.object({
  key: z.string(),
  kind: z.enum(['builtIn', 'reported']),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  feature: z.string().nullable(),
  series: z
    .array(z.number().int().nullable())
    .openapi({ description: 'One value a day, oldest first, today last; null: nothing recorded' }),
})

const reportSchema = z
  .object({
    from: z.string().openapi({ description: 'The first day plotted (YYYY-MM-DD, UTC)' }),
    to: z.string().openapi({ description: 'Today (YYYY-MM-DD, UTC)' }),
    plans: z.array(z.object({ id: z.string(), name: z.string() })),
    metrics: z.array(metricSchema),
  })
  .openapi('UsageReport')

const metricName = z
  .string()
  .regex(/^[A-Za-z][\w.-]{0,99}$/, { error: 'metric: a letter, then letters, digits, . _ or -' })

/**
 * The Usage page (flag `fe-usage-page`): what the caller's tenant uses against its plans, and the
 * vendor's reports of its own metered features.
 */
export const createUsageRoutes = ({ db, now }: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: '/usage/v1',
        permission: 'fe.usage.read',
        tags,
        summary:
          "The tenant's usage against its plans' limits (members, SSO connections, API tokens, " +
          'the vendor’s metered features), with the last 30 days',
        responses: { 200: jsonResponse(reportSchema, 'The usage') },
      }),
      async (c) => c.json(await usageReport(db, c.get('auth').tenantId, now()), 200),
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: '/resources/usage/v1/tenants/{tenantId}/metrics/{metric}',
        tags: ['Management: usage'],
        summary:
          "Report a tenant's usage of a metered feature of yours (today's value; the last report " +
          'of a day is what the day keeps). Limit it with a plan feature whose metadata is ' +
          '{"usage": {"metric": "<metric>", "limit": n}}',
        request: {
          params: z.object({ tenantId: z.string().max(64), metric: metricName }),
          body: jsonBody(
            z.object({
              value: z
                .number({ error: 'value: a whole number of at least 0' })
                .int({ error: 'value: a whole number of at least 0' })
                .min(0, { error: 'value: a whole number of at least 0' })
                .max(2_147_483_647, { error: 'value: at most 2147483647' }),
            }),
          ),
        },
        responses: { 200: jsonResponse(z.object({ day: z.string() }), 'Recorded') },
      }),
      async (c) => {
        const { tenantId: given, metric } = c.req.valid('param')
        const { value } = c.req.valid('json')
        if (isBuiltInMetric(metric)) {
          throw badRequest(`metric: ${metric} is counted by Foyer and cannot be reported`)
        }
        const tenantId = given.toLowerCase()
        const tenant = isUuid(tenantId)
          ? await db
              .selectFrom('tenants')
              .select('id')
              .where('id', '=', tenantId)
              .executeTakeFirst()
          : undefined
        if (!tenant) throw notFound('No such tenant')
        const day = await auditedChange(c, async ({ trx, now: at }) => {
          const today = dayOf(at)
          await trx
            .insertInto('usage_daily')
            .values({ tenant_id: tenant.id, metric, day: today, value })
            .onConflict((oc) => oc.columns(['tenant_id', 'metric', 'day']).doUpdateSet({ value }))
            .execute()
          return {
            result: today,
            audit: {
              action: 'vendor.usage.reported',
              tenantId: tenant.id,
              description: `Usage of ${metric} reported: ${value}`,
              details: { metric, value, day: today },
            },
          }
        })
        return c.json({ day }, 200)
      },
    )
