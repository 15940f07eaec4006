import { z } from '@hono/zod-openapi'
import { auditedChange } from '../../audit/audited-change'
import { listFeatures, resolveFeatures } from '../../features/repository'
import { notFound } from '../../http/api-error'
import { jsonBody, jsonResponse } from '../../http/json-body'
import { createRouter, vendorRoute } from '../../http/router'
import { listAnswer, listSchema } from '../../http/wire-schemas'
import {
  getPlan,
  linkPlanFeatures,
  listTenantPlans,
  unlinkPlanFeatures,
} from '../../plans/repository'
import { tenantExists } from '../../tenants/repository'
import { plansBase } from './plans'
import { featureSchema, idParam, planSchema } from './schemas'
import type { AppDeps } from '../../deps'

const tags = ['Management: plans']

const linkBody = z.object({ featureIds: z.array(z.string().max(100)).min(1).max(1000) }).strict()

const tenantPlansRoute = vendorRoute({
  method: 'get',
  path: `${plansBase}/tenant/{tenantId}`,
  tags,
  summary: 'The plans a tenant holds through unexpired assignments ({items, _metadata})',
  request: { params: z.object({ tenantId: z.string().max(100) }) },
  responses: { 200: jsonResponse(listSchema(planSchema), 'The plans') },
})

const featuresRoute = vendorRoute({
  method: 'get',
  path: `${plansBase}/{id}/features`,
  tags,
  summary: "The plan's features ({items, _metadata})",
  request: { params: idParam },
  responses: { 200: jsonResponse(listSchema(featureSchema), 'The features') },
})

const linkRoute = (action: 'link' | 'unlink') =>
  vendorRoute({
    method: 'patch',
    path: `${plansBase}/{id}/features/${action}`,
    tags,
    summary: `${action === 'link' ? 'Link' : 'Unlink'} features {featureIds: string[]}`,
    request: { params: idParam, body: jsonBody(linkBody) },
    responses: { 200: jsonResponse(planSchema, 'The plan') },
  })

/** Vendor views of a plan's features and a tenant's plans, and (un)linking features. */
export const createPlanFeatureRoutes = (deps: AppDeps) => {
  const app = createRouter()
    .openapi(tenantPlansRoute, async (c) => {
      const { tenantId } = c.req.valid('param')
      if (!(await tenantExists(deps.db, tenantId))) throw notFound('Tenant not found')
      return c.json(listAnswer(await listTenantPlans(deps.db, tenantId, deps.now())), 200)
    })
    .openapi(featuresRoute, async (c) => {
      const plan = await getPlan(deps.db, c.req.valid('param').id)
      const keys = new Set(plan.featureKeys)
      const features = (await listFeatures(deps.db)).filter((feature) => keys.has(feature.key))
      return c.json(listAnswer(features), 200)
    })
  for (const action of ['link', 'unlink'] as const) {
    app.openapi(linkRoute(action), async (c) => {
      const { id } = c.req.valid('param')
      const { featureIds } = c.req.valid('json')
      const plan = await auditedChange(c, async ({ trx }) => {
        await getPlan(trx, id)
        const features = await resolveFeatures(trx, featureIds, 'featureIds', 'id')
        const ids = features.map((feature) => feature.id)
        if (action === 'link') await linkPlanFeatures(trx, id, ids)
        else await unlinkPlanFeatures(trx, id, ids)
        return {
          result: await getPlan(trx, id),
          audit: {
            action: `vendor.plan.features.${action}ed` as const,
            description: `Features ${action}ed ${action === 'link' ? 'to' : 'from'} a plan`,
            details: { planId: id, featureIds: ids },
          },
        }
      })
      return c.json(plan, 200)
    })
  }
  return app
}
