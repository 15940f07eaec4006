import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { listFeatures, resolveFeatures } from '../../entitlements/features'
import {
  createPlan,
  deletePlan,
  getPlan,
  linkPlanFeatures,
  listPlans,
  listTenantPlans,
  unlinkPlanFeatures,
  updatePlan,
} from '../../entitlements/plans'
import { rulesSchema, treatmentSchema } from '../../entitlements/rule-schema'
import { notFound } from '../../http/api-error'
import { changeOf } from '../../http/guards/changes'
import { isUuid } from '../../http/uuid'
import { validationHook } from '../../http/validation-hook'
import {
  idParam,
  keySchema,
  listAnswer,
  vendorChange,
  vendorGuard,
  vendorResponses,
} from './vendor-change'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/app-env'

const base = '/entitlements/resources/plans/v1'

const planBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    defaultTreatment: treatmentSchema,
    rules: rulesSchema.optional(),
    featureKeys: z.array(keySchema).max(1000).optional(),
  })
  .strict()

const linkBody = z.object({ featureIds: z.array(z.string().max(100)).min(1).max(1000) }).strict()

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
})

/** Vendor management of plans and their features (vendor token only). */
export const createPlanRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const guard = vendorGuard(deps)
  const security = [{ bearerAuth: [] }]
  const tags = ['Management: plans']
  const now = deps.now ?? (() => new Date())

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/tenant/{tenantId}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'The plans a tenant holds through unexpired assignments ({items, _metadata})',
      request: { params: z.object({ tenantId: z.string().max(100) }) },
      responses: { 200: { description: 'Plans' }, 404: { description: 'No such tenant' } },
    }),
    async (c) => {
      const { tenantId } = c.req.valid('param')
      const tenant = isUuid(tenantId)
        ? await deps.db
            .selectFrom('tenants')
            .select('id')
            .where('id', '=', tenantId)
            .executeTakeFirst()
        : undefined
      if (!tenant) {
        throw notFound('Tenant not found')
      }
      return c.json(listAnswer(await listTenantPlans(deps.db, tenantId, now())), 200)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Every plan ({items, _metadata}) with rules and featureKeys',
      responses: { 200: { description: '{items: Plan[], _metadata}' }, ...vendorResponses },
    }),
    async (c) => c.json(listAnswer(await listPlans(deps.db)), 200),
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Create a plan {name, description?, defaultTreatment, rules?, featureKeys?}',
      request: { body: jsonBody(planBody) },
      responses: { 201: { description: 'The plan' }, ...vendorResponses },
    }),
    async (c) => {
      const input = c.req.valid('json')
      const plan = await vendorChange(deps, c, async (trx, at) => {
        const result = await createPlan(trx, input, at)
        return {
          result,
          audit: {
            action: 'vendor.plan.created',
            description: `Plan ${result.name} created`,
            details: { planId: result.id, featureKeys: result.featureKeys },
          },
        }
      })
      return c.json(plan, 201)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'One plan',
      request: { params: idParam },
      responses: { 200: { description: 'The plan' }, 404: { description: 'No such plan' } },
    }),
    async (c) => c.json(await getPlan(deps.db, c.req.valid('param').id), 200),
  )

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Change a plan; featureKeys, when given, replaces its features',
      request: { params: idParam, body: jsonBody(changeOf(planBody.partial())) },
      responses: {
        200: { description: 'The plan' },
        404: { description: 'No such plan' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const plan = await vendorChange(deps, c, async (trx, at) => {
        const result = await updatePlan(trx, id, patch, at)
        return {
          result,
          audit: {
            action: 'vendor.plan.updated',
            description: `Plan ${result.name} changed`,
            details: { planId: id, changed: Object.keys(patch) },
          },
        }
      })
      return c.json(plan, 200)
    },
  )

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Delete a plan with its feature links and assignments',
      request: { params: idParam },
      responses: { 200: { description: 'Deleted' }, 404: { description: 'No such plan' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await vendorChange(deps, c, async (trx) => {
        const result = await deletePlan(trx, id)
        return {
          result,
          audit: {
            action: 'vendor.plan.deleted',
            description: `Plan ${result.name} deleted`,
            details: { planId: id },
          },
        }
      })
      return c.json({}, 200)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/features`,
      tags,
      security,
      middleware: [guard] as const,
      summary: "The plan's features ({items, _metadata})",
      request: { params: idParam },
      responses: { 200: { description: 'Features' }, 404: { description: 'No such plan' } },
    }),
    async (c) => {
      const plan = await getPlan(deps.db, c.req.valid('param').id)
      const keys = new Set(plan.featureKeys)
      const features = (await listFeatures(deps.db)).filter((feature) => keys.has(feature.key))
      return c.json(listAnswer(features), 200)
    },
  )

  for (const action of ['link', 'unlink'] as const) {
    app.openapi(
      createRoute({
        method: 'patch',
        path: `${base}/{id}/features/${action}`,
        tags,
        security,
        middleware: [guard] as const,
        summary: `${action === 'link' ? 'Link' : 'Unlink'} features {featureIds: string[]}`,
        request: { params: idParam, body: jsonBody(linkBody) },
        responses: {
          200: { description: 'The plan' },
          404: { description: 'No such plan' },
          ...vendorResponses,
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const { featureIds } = c.req.valid('json')
        const plan = await vendorChange(deps, c, async (trx) => {
          await getPlan(trx, id)
          const features = await resolveFeatures(trx, featureIds, 'featureIds', 'id')
          const ids = features.map((feature) => feature.id)
          if (action === 'link') await linkPlanFeatures(trx, id, ids)
          else await unlinkPlanFeatures(trx, id, ids)
          return {
            result: await getPlan(trx, id),
            audit: {
              action: `vendor.plan.features.${action}ed`,
              description: `Features ${action}ed ${action === 'link' ? 'to' : 'from'} a plan`,
              details: { planId: id, featureIds: ids },
            },
          }
        })
        return c.json(plan, 200)
      },
    )
  }
  return app
}
