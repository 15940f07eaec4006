import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import {
  createFeature,
  deleteFeature,
  listFeatures,
  updateFeature,
} from '../../entitlements/features'
import { changeOf } from '../../http/guards/changes'
import { validationHook } from '../../http/validation-hook'
import { keySchema, listAnswer, vendorChange, vendorGuard, vendorResponses } from './vendor-change'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/app-env'

const base = '/entitlements/resources/features/v1'

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

/** Vendor management of features (vendor token only). */
export const createFeatureRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const guard = vendorGuard(deps)
  const security = [{ bearerAuth: [] }]
  const tags = ['Management: features']

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Every feature ({items, _metadata}); permissions are linked permission keys',
      responses: { 200: { description: '{items: Feature[], _metadata}' }, ...vendorResponses },
    }),
    async (c) => c.json(listAnswer(await listFeatures(deps.db)), 200),
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Create a feature {key, name, description?, permissions?: string[], metadata?}',
      request: {
        body: { content: { 'application/json': { schema: featureBody } }, required: true },
      },
      responses: {
        201: { description: 'The feature' },
        409: { description: 'Key taken' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json')
      const feature = await vendorChange(deps, c, async (trx, now) => {
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
    },
  )

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{featureId}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Change a feature (any field of the create body)',
      request: {
        params: featureParam,
        body: {
          content: { 'application/json': { schema: changeOf(featureBody.partial()) } },
          required: true,
        },
      },
      responses: {
        200: { description: 'The feature' },
        404: { description: 'No such feature' },
        409: { description: 'Key taken' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const { featureId } = c.req.valid('param')
      const patch = c.req.valid('json')
      const feature = await vendorChange(deps, c, async (trx, now) => {
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
    },
  )

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{featureId}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Delete a feature; its plan and flag links go with it',
      request: { params: featureParam },
      responses: {
        200: { description: 'Deleted' },
        404: { description: 'No such feature' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const { featureId } = c.req.valid('param')
      await vendorChange(deps, c, async (trx) => {
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
    },
  )
  return app
}
