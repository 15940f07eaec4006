import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import {
  createAssignment,
  deleteAssignment,
  getAssignment,
  listAssignments,
  updateAssignment,
} from '../../entitlements/assignments'
import { changeOf } from '../../http/guards/changes'
import { boundedInt, maxInt32 } from '../../http/guards/numbers'
import { validationHook } from '../../http/validation-hook'
import { idParam, listAnswer, vendorChange, vendorGuard, vendorResponses } from './vendor-change'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/app-env'

const base = '/entitlements/resources/entitlements/v2'

const expirationDate = z.iso.datetime({ offset: true }).nullable().optional()

const assignmentBody = z
  .object({
    planId: z.uuid(),
    tenantId: z.uuid(),
    userId: z.uuid().nullable().optional(),
    expirationDate,
  })
  .strict()

const patchBody = changeOf(
  z.object({ userId: z.uuid().nullable().optional(), expirationDate }).strict(),
)

const listQuery = z.object({
  tenantId: z.uuid().optional(),
  planId: z.uuid().optional(),
  _limit: boundedInt(1, 1000).default(100),
  _offset: boundedInt(0, maxInt32).default(0),
})

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
})

/** Vendor management of plan assignments, "entitlements v2" (vendor token only). */
export const createAssignmentRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const guard = vendorGuard(deps)
  const security = [{ bearerAuth: [] }]
  const tags = ['Management: entitlements']

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Plan assignments, newest first; filters tenantId, planId; paging _limit, _offset',
      request: { query: listQuery },
      responses: { 200: { description: '{items: Entitlement[], _metadata}' }, ...vendorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const { items, totalItems } = await listAssignments(deps.db, {
        tenantId: query.tenantId,
        planId: query.planId,
        limit: query._limit,
        offset: query._offset,
      })
      return c.json(listAnswer(items, totalItems, query._limit), 200)
    },
  )

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Assign a plan {planId, tenantId, userId?, expirationDate? (ISO 8601, null: never)}',
      request: { body: jsonBody(assignmentBody) },
      responses: { 201: { description: 'The assignment' }, ...vendorResponses },
    }),
    async (c) => {
      const input = c.req.valid('json')
      const assignment = await vendorChange(deps, c, async (trx, now) => {
        const result = await createAssignment(trx, input, now)
        return {
          result,
          audit: {
            action: 'vendor.entitlement.created',
            description: 'Plan assigned',
            tenantId: result.tenantId,
            details: { ...result },
          },
        }
      })
      return c.json(assignment, 201)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'One plan assignment',
      request: { params: idParam },
      responses: { 200: { description: 'The assignment' }, 404: { description: 'Not found' } },
    }),
    async (c) => c.json(await getAssignment(deps.db, c.req.valid('param').id), 200),
  )

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: "Change an assignment's expirationDate (null: never) or userId",
      request: { params: idParam, body: jsonBody(patchBody) },
      responses: {
        200: { description: 'The assignment' },
        404: { description: 'Not found' },
        ...vendorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const assignment = await vendorChange(deps, c, async (trx) => {
        const result = await updateAssignment(trx, id, patch)
        return {
          result,
          audit: {
            action: 'vendor.entitlement.updated',
            description: 'Plan assignment changed',
            tenantId: result.tenantId,
            details: { ...result },
          },
        }
      })
      return c.json(assignment, 200)
    },
  )

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      security,
      middleware: [guard] as const,
      summary: 'Remove a plan assignment',
      request: { params: idParam },
      responses: { 200: { description: 'Removed' }, 404: { description: 'Not found' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await vendorChange(deps, c, async (trx) => {
        const result = await deleteAssignment(trx, id)
        return {
          result,
          audit: {
            action: 'vendor.entitlement.deleted',
            description: 'Plan assignment removed',
            tenantId: result.tenantId,
            details: { ...result },
          },
        }
      })
      return c.json({}, 200)
    },
  )
  return app
}
