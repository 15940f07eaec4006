import { z } from '@hono/zod-openapi'
import { auditedChange } from '../../audit/audited-change'
import { rulesSchema, treatmentSchema } from '../../entitlements/rule-schema'
import { changeOf } from '../../http/guards/changes'
import { jsonBody, jsonResponse } from '../../http/json-body'
import { createRouter, vendorRoute } from '../../http/router'
import { emptyObjectSchema, listAnswer, listSchema } from '../../http/wire-schemas'
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../../plans/repository'
import { idParam, keySchema, planSchema } from './schemas'
import type { AppDeps } from '../../deps'

/** Path of the plans; their features and tenants live under it too (`plan-features.ts`). */
export const plansBase = '/entitlements/resources/plans/v1'
const tags = ['Management: plans']

const planBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    defaultTreatment: treatmentSchema,
    rules: rulesSchema.optional(),
    featureKeys: z.array(keySchema).max(1000).optional(),
  })
  .strict()

const listRoute = vendorRoute({
  method: 'get',
  path: plansBase,
  tags,
  summary: 'Every plan ({items, _metadata}) with rules and featureKeys',
  responses: { 200: jsonResponse(listSchema(planSchema), 'The plans') },
})

const createPlanRoute = vendorRoute({
  method: 'post',
  path: plansBase,
  tags,
  summary: 'Create a plan {name, description?, defaultTreatment, rules?, featureKeys?}',
  request: { body: jsonBody(planBody) },
  responses: { 201: jsonResponse(planSchema, 'The plan') },
})

const getRoute = vendorRoute({
  method: 'get',
  path: `${plansBase}/{id}`,
  tags,
  summary: 'One plan',
  request: { params: idParam },
  responses: { 200: jsonResponse(planSchema, 'The plan') },
})

const updateRoute = vendorRoute({
  method: 'patch',
  path: `${plansBase}/{id}`,
  tags,
  summary: 'Change a plan; featureKeys, when given, replaces its features',
  request: { params: idParam, body: jsonBody(changeOf(planBody.partial())) },
  responses: { 200: jsonResponse(planSchema, 'The plan') },
})

const deleteRoute = vendorRoute({
  method: 'delete',
  path: `${plansBase}/{id}`,
  tags,
  summary: 'Delete a plan with its feature links and assignments',
  request: { params: idParam },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
})

/** Vendor management of plans (vendor token only). */
export const createPlanRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listRoute, async (c) => c.json(listAnswer(await listPlans(deps.db)), 200))
    .openapi(createPlanRoute, async (c) => {
      const input = c.req.valid('json')
      const plan = await auditedChange(c, async ({ trx, now }) => {
        const result = await createPlan(trx, input, now)
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
    })
    .openapi(getRoute, async (c) => c.json(await getPlan(deps.db, c.req.valid('param').id), 200))
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const plan = await auditedChange(c, async ({ trx, now }) => {
        const result = await updatePlan(trx, id, patch, now)
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
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param')
      await auditedChange(c, async ({ trx }) => {
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
    })
