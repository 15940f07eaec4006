import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { attachPermissionToRoles } from '../permissions/attach'
import { categoriesOf, listPermissions } from '../permissions/repository'
import {
  permissionCategorySchema,
  permissionRolesSchema,
  rolePermissionSchema,
} from '../roles/schema'
import type { AppDeps } from '../deps'

const tags = ['Permissions']
const base = '/identity/resources/permissions/v1'
const readers = ['fe.secure.read.roles', 'fe.secure.read.users']

/** The permission catalogue, its categories, and one permission given to several roles (§5.5). */
export const createPermissionRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: readers,
        tags,
        summary: 'Every permission, with the roles of the account that grant it',
        responses: { 200: jsonResponse(z.array(rolePermissionSchema), 'Permissions') },
      }),
      async (c) => c.json(await listPermissions(deps.db, c.get('auth').tenantId), 200),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/categories`,
        permission: readers,
        tags,
        summary: 'The categories of the permissions, each with its permission ids',
        responses: { 200: jsonResponse(z.array(permissionCategorySchema), 'Categories') },
      }),
      async (c) =>
        c.json(categoriesOf(await listPermissions(deps.db, c.get('auth').tenantId)), 200),
    )
    .openapi(
      tenantRoute({
        method: 'put',
        path: `${base}/{permissionId}/roles`,
        permission: 'fe.secure.write.roles',
        tags,
        summary: 'The account roles holding the permission become exactly roleIds',
        description: 'Refused (403) for a vendor role or beyond what the caller holds.',
        request: {
          params: z.object({ permissionId: z.string().max(100) }),
          body: jsonBody(permissionRolesSchema),
        },
        responses: { 200: jsonResponse(rolePermissionSchema, 'The permission') },
      }),
      async (c) =>
        c.json(
          await attachPermissionToRoles(
            c,
            c.req.valid('param').permissionId,
            c.req.valid('json').roleIds,
          ),
          200,
        ),
    )
