import { z } from '@hono/zod-openapi'
import { auditedChange } from '../../audit/audited-change'
import { rulesSchema, treatmentSchema } from '../../entitlements/rule-schema'
import {
  createFeatureFlag,
  deleteFeatureFlag,
  getFeatureFlag,
  listFeatureFlags,
  updateFeatureFlag,
} from '../../feature-flags/repository'
import { changeOf } from '../../http/guards/changes'
import { jsonBody, jsonResponse } from '../../http/json-body'
import { createRouter, vendorRoute } from '../../http/router'
import { emptyObjectSchema, listAnswer, listSchema } from '../../http/wire-schemas'
import { featureFlagSchema, idParam, keySchema } from './schemas'
import type { AppDeps } from '../../deps'

const base = '/entitlements/resources/feature-flags/v1'
const tags = ['Management: feature flags']

const flagBody = z
  .object({
    key: keySchema,
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    on: z.boolean(),
    offTreatment: treatmentSchema,
    defaultTreatment: treatmentSchema,
    rules: rulesSchema.optional(),
    featureKeys: z.array(keySchema).max(1000).optional(),
  })
  .strict()

const listRoute = vendorRoute({
  method: 'get',
  path: base,
  tags,
  summary: 'Every feature flag ({items, _metadata})',
  responses: { 200: jsonResponse(listSchema(featureFlagSchema), 'The flags') },
})

const createFlagRoute = vendorRoute({
  method: 'post',
  path: base,
  tags,
  summary:
    'Create a flag {key, name, description?, on, offTreatment, defaultTreatment, rules?, featureKeys?}',
  request: { body: jsonBody(flagBody) },
  responses: {
    201: jsonResponse(featureFlagSchema, 'The flag'),
    409: { description: 'Key taken' },
  },
})

const getRoute = vendorRoute({
  method: 'get',
  path: `${base}/{id}`,
  tags,
  summary: 'One feature flag',
  request: { params: idParam },
  responses: { 200: jsonResponse(featureFlagSchema, 'The flag') },
})

const updateRoute = vendorRoute({
  method: 'patch',
  path: `${base}/{id}`,
  tags,
  summary: 'Change a flag; featureKeys, when given, replaces its features',
  request: { params: idParam, body: jsonBody(changeOf(flagBody.partial())) },
  responses: {
    200: jsonResponse(featureFlagSchema, 'The flag'),
    409: { description: 'Key taken' },
  },
})

const deleteRoute = vendorRoute({
  method: 'delete',
  path: `${base}/{id}`,
  tags,
  summary: 'Delete a feature flag',
  request: { params: idParam },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
})

/** Vendor management of feature flags (vendor token only). */
export const createFeatureFlagRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listRoute, async (c) => c.json(listAnswer(await listFeatureFlags(deps.db)), 200))
    .openapi(createFlagRoute, async (c) => {
      const input = c.req.valid('json')
      const flag = await auditedChange(c, async ({ trx, now }) => {
        const result = await createFeatureFlag(trx, input, now)
        return {
          result,
          audit: {
            action: 'vendor.feature-flag.created',
            description: `Feature flag ${result.key} created`,
            details: { flagId: result.id, key: result.key, on: result.on },
          },
        }
      })
      return c.json(flag, 201)
    })
    .openapi(getRoute, async (c) =>
      c.json(await getFeatureFlag(deps.db, c.req.valid('param').id), 200),
    )
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const flag = await auditedChange(c, async ({ trx, now }) => {
        const result = await updateFeatureFlag(trx, id, patch, now)
        return {
          result,
          audit: {
            action: 'vendor.feature-flag.updated',
            description: `Feature flag ${result.key} changed`,
            details: { flagId: id, changed: Object.keys(patch), on: result.on },
          },
        }
      })
      return c.json(flag, 200)
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param')
      await auditedChange(c, async ({ trx }) => {
        const result = await deleteFeatureFlag(trx, id)
        return {
          result,
          audit: {
            action: 'vendor.feature-flag.deleted',
            description: `Feature flag ${result.key} deleted`,
            details: { flagId: id, key: result.key },
          },
        }
      })
      return c.json({}, 200)
    })
