import { z } from '@hono/zod-openapi'
import {
  createAssignment,
  deleteAssignment,
  getAssignment,
  listAssignments,
  updateAssignment,
} from '../../assignments/repository'
import { auditedChange } from '../../audit/audited-change'
import { changeOf } from '../../http/guards/changes'
import { boundedInt, maxInt32 } from '../../http/guards/numbers'
import { jsonBody, jsonResponse } from '../../http/json-body'
import { createRouter, vendorRoute } from '../../http/router'
import { emptyObjectSchema, listAnswer, listSchema } from '../../http/wire-schemas'
import { assignmentSchema, idParam } from './schemas'
import type { AppDeps } from '../../deps'

const base = '/entitlements/resources/entitlements/v2'
const tags = ['Management: entitlements']

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

const listRoute = vendorRoute({
  method: 'get',
  path: base,
  tags,
  summary: 'Plan assignments, newest first; filters tenantId, planId; paging _limit, _offset',
  request: { query: listQuery },
  responses: { 200: jsonResponse(listSchema(assignmentSchema), 'The assignments') },
})

const createAssignmentRoute = vendorRoute({
  method: 'post',
  path: base,
  tags,
  summary: 'Assign a plan {planId, tenantId, userId?, expirationDate? (ISO 8601, null: never)}',
  request: { body: jsonBody(assignmentBody) },
  responses: { 201: jsonResponse(assignmentSchema, 'The assignment') },
})

const getRoute = vendorRoute({
  method: 'get',
  path: `${base}/{id}`,
  tags,
  summary: 'One plan assignment',
  request: { params: idParam },
  responses: { 200: jsonResponse(assignmentSchema, 'The assignment') },
})

const updateRoute = vendorRoute({
  method: 'patch',
  path: `${base}/{id}`,
  tags,
  summary: "Change an assignment's expirationDate (null: never) or userId",
  request: { params: idParam, body: jsonBody(patchBody) },
  responses: { 200: jsonResponse(assignmentSchema, 'The assignment') },
})

const deleteRoute = vendorRoute({
  method: 'delete',
  path: `${base}/{id}`,
  tags,
  summary: 'Remove a plan assignment',
  request: { params: idParam },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
})

/** Vendor management of plan assignments, "entitlements v2" (vendor token only). */
export const createAssignmentRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query')
      const { items, totalItems } = await listAssignments(deps.db, {
        tenantId: query.tenantId,
        planId: query.planId,
        limit: query._limit,
        offset: query._offset,
      })
      return c.json(listAnswer(items, totalItems, query._limit), 200)
    })
    .openapi(createAssignmentRoute, async (c) => {
      const input = c.req.valid('json')
      const assignment = await auditedChange(c, async ({ trx, now }) => {
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
    })
    .openapi(getRoute, async (c) =>
      c.json(await getAssignment(deps.db, c.req.valid('param').id), 200),
    )
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param')
      const patch = c.req.valid('json')
      const assignment = await auditedChange(c, async ({ trx }) => {
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
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param')
      await auditedChange(c, async ({ trx }) => {
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
    })
