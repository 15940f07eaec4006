import { z } from '@hono/zod-openapi'
import { auditedChange } from '../../audit/audited-change'
import {
  createFeature,
  deleteFeature,
  listFeatures,
  updateFeature,
} from '../../features/repository'
import { changeOf } from '../../http/guards/changes'
import { jsonBody, jsonResponse } from '../../http/json-body'
import { createRouter, vendorRoute } from '../../http/router'
import { emptyObjectSchema, listAnswer, listSchema } from '../../http/wire-schemas'
import { featureSchema, keySchema } from './schemas'
import type { AppDeps } from '../../deps'

const base = '/entitlements/resources/features/v1'
const tags = ['Management: features']

const featureBody = z
  .object({
    key: keySchema,
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    permissions: z.array(keySchema).max(500).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()

const featureParam = z.object({ featureId: z.string().max(100) })

const listRoute = vendorRoute({
  method: 'get',
  path: base,
  tags,
  summary: 'Every feature ({items, _metadata}); permissions are linked permission keys',
  responses: { 200: jsonResponse(listSchema(featureSchema), 'The features') },
})

const createFeatureRoute = vendorRoute({
  method: 'post',
  path: base,
  tags,
  summary: 'Create a feature {key, name, description?, permissions?: string[], metadata?}',
  request: { body: jsonBody(featureBody) },
  responses: {
    201: jsonResponse(featureSchema, 'The feature'),
    409: { description: 'Key taken' },
  },
})

const updateRoute = vendorRoute({
  method: 'patch',
  path: `${base}/{featureId}`,
  tags,
  summary: 'Change a feature (any field of the create body)',
  request: { params: featureParam, body: jsonBody(changeOf(featureBody.partial())) },
  responses: {
    200: jsonResponse(featureSchema, 'The feature'),
    409: { description: 'Key taken' },
  },
})

const deleteRoute = vendorRoute({
  method: 'delete',
  path: `${base}/{featureId}`,
  tags,
  summary: 'Delete a feature; its plan and flag links go with it',
  request: { params: featureParam },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Deleted') },
})

/** Vendor management of features (vendor token only). */
export const createFeatureRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listRoute, async (c) => c.json(listAnswer(await listFeatures(deps.db)), 200))
    .openapi(createFeatureRoute, async (c) => {
      const input = c.req.valid('json')
      const feature = await auditedChange(c, async ({ trx, now }) => {
        const result = await createFeature(trx, input, now)
        return {
          result,
          audit: {
            action: 'vendor.feature.created',
            description: `Feature ${result.key} created`,
            details: { featureId: result.id, key: result.key },
          },
        }
      })
      return c.json(feature, 201)
    })
    .openapi(updateRoute, async (c) => {
      const { featureId } = c.req.valid('param')
      const patch = c.req.valid('json')
      const feature = await auditedChange(c, async ({ trx, now }) => {
        const result = await updateFeature(trx, featureId, patch, now)
        return {
          result,
          audit: {
            action: 'vendor.feature.updated',
            description: `Feature ${result.key} changed`,
            details: { featureId, changed: Object.keys(patch) },
          },
        }
      })
      return c.json(feature, 200)
    })
    .openapi(deleteRoute, async (c) => {
      const { featureId } = c.req.valid('param')
      await auditedChange(c, async ({ trx }) => {
        const result = await deleteFeature(trx, featureId)
        return {
          result,
          audit: {
            action: 'vendor.feature.deleted',
            description: `Feature ${result.key} deleted`,
            details: { featureId, key: result.key },
          },
        }
      })
      return c.json({}, 200)
    })
