import { z } from '@hono/zod-openapi'
import { assignmentBody, checkAssignment } from '../app-access/assignment-input'
import {
  assignedUserIds,
  assignmentsOfUser,
  assignUser,
  reachableAppIds,
  unassignUser,
} from '../app-access/repository'
import { auditedChange } from '../audit/audited-change'
import { vendorOrSignedIn } from '../hosted-login/list-access'
import { errorCodes, forbidden, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { missingPermission } from '../http/missing-permission'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { uuidList } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import type { CheckedAssignment } from '../app-access/assignment-input'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Applications: user access']
const base = '/identity/resources/applications/v1'
const read = 'fe.secure.read.users'
const write = 'fe.secure.write.users'

/** A tenant administrator changes their own tenant only: another tenant id is refused. */
const ownTenant = (c: Context<AppEnv>, tenantId: string) => {
  if (tenantId !== c.get('auth').tenantId) {
    throw forbidden('tenantId is not the account of the access token', errorCodes.forbidden)
  }
}

/** Assigns or unassigns in one audited transaction; the audit row names the applications. */
export const changeAssignment = (c: Context<AppEnv>, checked: CheckedAssignment, assign: boolean) =>
  auditedChange(c, async ({ trx, now }) => {
    if (assign) await assignUser(trx, { ...checked, now })
    else await unassignUser(trx, checked)
    return {
      result: undefined,
      audit: {
        action: assign ? 'user.applications.assigned' : 'user.applications.unassigned',
        description: `Applications ${checked.appIds.join(', ')} ${assign ? 'assigned to' : 'taken from'} user ${checked.userId}`,
        tenantId: checked.tenantId,
        details: { userId: checked.userId, appIds: checked.appIds },
      },
    }
  })

/**
 * Users and applications of the caller's tenant (wire §5.10 rows 1-5): a user's applications,
 * several users' applications, several applications' users, assign and unassign (a JSON DELETE
 * body). "A user's applications" are those hosted login lets them into in this tenant: every
 * FREE_ACCESS one (the default first) and the MANAGED_ACCESS ones assigned to them.
 */
export const createAppAccessRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path: `${base}/{userId}/apps`,
        tags,
        summary:
          "A user's application ids: in the caller's tenant (the user themselves, or with " +
          `${read}); for a vendor token the applications assigned in any tenant`,
        middleware: [vendorOrSignedIn] as const,
        request: { params: z.object({ userId: z.string().max(200) }) },
        responses: {
          200: jsonResponse(z.array(z.string()), 'Application ids'),
          401: { description: 'Missing or invalid token' },
          403: { description: `Missing permission ${read}` },
        },
      }),
      async (c) => {
        const { userId } = c.req.valid('param')
        const id = uuidList(userId)[0]
        if (c.get('vendor')) {
          const rows = id === undefined ? [] : await assignmentsOfUser(db, id)
          return c.json([...new Set(rows.map((row) => row.appId))], 200)
        }
        const auth = c.get('auth')
        if (id !== auth.sub && !auth.permissions.includes(read)) {
          throw missingPermission([read])
        }
        const member =
          id !== undefined &&
          (await db
            .selectFrom('tenant_memberships')
            .select('user_id')
            .where('tenant_id', '=', auth.tenantId)
            .where('user_id', '=', id)
            .executeTakeFirst())
        if (!member || id === undefined) throw notFound('No such user in this account')
        const apps = await reachableAppIds(db, config, auth.tenantId, [id])
        return c.json(apps.get(id) ?? [], 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/users-apps`,
        permission: read,
        tags,
        summary:
          "The application ids of each given member of the caller's tenant (others left out)",
        request: { query: z.object({ userIds: z.string().max(20_000) }) },
        responses: {
          200: jsonResponse(
            z.array(z.object({ userId: z.string(), appIds: z.array(z.string()) })),
            'Applications per user',
          ),
        },
      }),
      async (c) => {
        const { tenantId } = c.get('auth')
        const ids = uuidList(c.req.valid('query').userIds).slice(0, 500)
        const members =
          ids.length === 0
            ? []
            : await db
                .selectFrom('tenant_memberships')
                .select('user_id')
                .where('tenant_id', '=', tenantId)
                .where('user_id', 'in', ids)
                .execute()
        const userIds = members.map((row) => row.user_id)
        const apps = await reachableAppIds(db, config, tenantId, userIds)
        return c.json(
          userIds.map((userId) => ({ userId, appIds: apps.get(userId) ?? [] })),
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/apps-users`,
        permission: read,
        tags,
        summary: "The members of the caller's tenant assigned to each given application",
        request: { query: z.object({ appIds: z.string().max(20_000) }) },
        responses: {
          200: jsonResponse(
            z.array(z.object({ appId: z.string(), userIds: z.array(z.string()) })),
            'Users per application',
          ),
        },
      }),
      async (c) => {
        const { tenantId } = c.get('auth')
        const appIds = [
          ...new Set(
            c.req
              .valid('query')
              .appIds.split(',')
              .map((id) => id.trim())
              .filter((id) => id !== '' && id.length <= 200),
          ),
        ].slice(0, 100)
        const users = await assignedUserIds(db, tenantId, appIds)
        return c.json(
          appIds.map((appId) => ({ appId, userIds: users.get(appId) ?? [] })),
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/apps-user`,
        permission: write,
        tags,
        summary: 'Assign applications offered to the tenant to one of its members',
        request: { body: jsonBody(assignmentBody) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Assigned') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        ownTenant(c, body.tenantId)
        await changeAssignment(c, await checkAssignment(db, config, body), true)
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/user-apps`,
        permission: write,
        tags,
        summary: "Take applications from one of the tenant's members (a JSON body)",
        request: { body: jsonBody(assignmentBody) },
        responses: { 200: jsonResponse(emptyObjectSchema, 'Unassigned') },
      }),
      async (c) => {
        const body = c.req.valid('json')
        ownTenant(c, body.tenantId)
        await changeAssignment(
          c,
          await checkAssignment(db, config, body, { unassign: true }),
          false,
        )
        return c.json({}, 200)
      },
    )
}
