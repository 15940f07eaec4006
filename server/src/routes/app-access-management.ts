import { z } from '@hono/zod-openapi'
import { assignmentBody, checkAssignment } from '../app-access/assignment-input'
import { assignmentsOfApp } from '../app-access/repository'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { changeAssignment } from './app-access'
import type { AppDeps } from '../deps'

const tags = ['Management: users-applications']
const base = '/identity/resources/applications/v1'

/**
 * The vendor's rows of "Users-applications management": the users of an application in every
 * tenant, and assign or unassign a user of any tenant (same body and checks as the tenant side).
 */
export const createAppAccessManagementRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'get',
        path: `${base}/{appId}/users`,
        tags,
        summary: 'The users assigned to an application, with the tenant of each assignment',
        request: { params: z.object({ appId: z.string().min(1).max(200) }) },
        responses: {
          200: jsonResponse(
            z.array(z.object({ userId: z.string(), tenantId: z.string() })),
            'Assignments',
          ),
        },
      }),
      async (c) => c.json(await assignmentsOfApp(db, c.req.valid('param').appId), 200),
    )
    .openapi(
      vendorRoute({
        method: 'post',
        path: base,
        tags,
        summary: 'Assign applications offered to a tenant to one of its users',
        request: { body: jsonBody(assignmentBody) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Assigned') },
      }),
      async (c) => {
        const checked = await checkAssignment(db, config, c.req.valid('json'))
        await changeAssignment(c, checked, true)
        return c.json({}, 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'delete',
        path: base,
        tags,
        summary: 'Take applications from a user of a tenant (a JSON body)',
        request: { body: jsonBody(assignmentBody) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Unassigned') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        await changeAssignment(
          c,
          await checkAssignment(db, config, body, { unassign: true }),
          false,
        )
        return c.json({}, 200)
      },
    )
}
