import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import {
  createFeatureFlag,
  deleteFeatureFlag,
  getFeatureFlag,
  listFeatureFlags,
  updateFeatureFlag,
} from '../../entitlements/feature-flags'
import { rulesSchema, treatmentSchema } from '../../entitlements/rule-schema'
import { changeOf } from '../../http/guards/changes'
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

const base = '/entitlements/resources/feature-flags/v1'

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

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
})

/** Vendor management of feature flags (vendor token only). */
export const createFeatureFlagRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const guard = vendorGuard(deps)
  const security = [{ bearerAuth: [] }]
  const tags = ['Management: feature flags']

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Every feature flag ({items, _metadata})',
      responses: { 200: { description: '{items: FeatureFlag[], _metadata}' }, ...vendorResponses },
    }),
    async (c) => c.json(listAnswer(await listFeatureFlags(deps.db)), 200),
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary:
        'Create a flag {key, name, description?, on, offTreatment, defaultTreatment, rules?, featureKeys?}',
      request: { body: jsonBody(flagBody) },
      responses: {
        201: { description: 'The flag' },
        409: { description: 'Key taken' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json')
      const flag = await vendorChange(deps, c, async (trx, now) => {
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
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'One feature flag',
      request: { params: idParam },
      responses: { 200: { description: 'The flag' }, 404: { description: 'No such flag' } },
    }),
    async (c) => c.json(await getFeatureFlag(deps.db, c.req.valid('param').id), 200),
  )

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Change a flag; featureKeys, when given, replaces its features',
      request: { params: idParam, body: jsonBody(changeOf(flagBody.partial())) },
      responses: {
        200: { description: 'The flag' },
        404: { description: 'No such flag' },
        409: { description: 'Key taken' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const flag = await vendorChange(deps, c, async (trx, now) => {
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
    },
  )

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Delete a feature flag',
      request: { params: idParam },
      responses: { 200: { description: 'Deleted' }, 404: { description: 'No such flag' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await vendorChange(deps, c, async (trx) => {
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
    },
  )
  return app
}
