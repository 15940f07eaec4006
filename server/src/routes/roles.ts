import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { listTenantRoles } from '../roles/repository'
import {
  createRoleV1Schema,
  createRoleV2Schema,
  roleIdParam,
  rolePermissionsSchema,
  roleSchema,
  updateRoleSchema,
} from '../roles/schema'
import { createRole, deleteRole, setRolePermissions, updateRole } from '../roles/write'
import type { AppDeps } from '../deps'

const tags = ['Roles']
const base = '/identity/resources/roles'
const escalation = 'Refused (403) when the role holds a permission the caller does not hold.'
const roleResponse = { 200: jsonResponse(roleSchema, 'The role') }

const rolesRoute = tenantRoute({
  method: 'get',
  path: `${base}/v1`,
  permission: ['fe.secure.read.roles', 'fe.secure.read.users'],
  tags,
  summary: "The tenant's roles, vendor-wide and its own (IRole[])",
  responses: { 200: jsonResponse(z.array(roleSchema), 'Roles') },
})

const createV1Route = tenantRoute({
  method: 'post',
  path: `${base}/v1`,
  permission: 'fe.secure.write.roles',
  tags,
  summary: 'Creates a role of the account (`permissions` are permission ids)',
  description: escalation,
  request: { body: jsonBody(createRoleV1Schema) },
  responses: roleResponse,
})

const createV2Route = tenantRoute({
  method: 'post',
  path: `${base}/v2`,
  permission: 'fe.secure.write.roles',
  tags,
  summary: 'Creates a role of the account from permission ids and an optional base role',
  description: escalation,
  request: { body: jsonBody(createRoleV2Schema) },
  responses: roleResponse,
})

const updateRoute = tenantRoute({
  method: 'patch',
  path: `${base}/v1/{roleId}`,
  permission: 'fe.secure.write.roles',
  tags,
  summary: "Changes an account role's key, name, description, default flag or level",
  description: `${escalation} Vendor roles: 403.`,
  request: { params: roleIdParam, body: jsonBody(updateRoleSchema) },
  responses: roleResponse,
})

const deleteRoute = tenantRoute({
  method: 'delete',
  path: `${base}/v1/{roleId}`,
  permission: 'fe.secure.delete.roles',
  tags,
  summary: 'Deletes an account role; its users and groups lose it',
  description: `${escalation} Vendor roles: 403.`,
  request: { params: roleIdParam },
  responses: { 200: jsonResponse(z.object({}), 'Deleted') },
})

const permissionsRoute = tenantRoute({
  method: 'put',
  path: `${base}/v1/{roleId}/permissions`,
  permission: 'fe.secure.write.roles',
  tags,
  summary: "Sets an account role's permissions (ALWAYS ones stay; NEVER ones are refused)",
  description: escalation,
  request: { params: roleIdParam, body: jsonBody(rolePermissionsSchema) },
  responses: roleResponse,
})

/** Roles of the caller's tenant (wire §5.5 rows 1-6). */
export const createRoleRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(rolesRoute, async (c) =>
      c.json(await listTenantRoles(deps.db, c.get('auth').tenantId, deps.config.vendorId), 200),
    )
    .openapi(createV1Route, async (c) => {
      const { permissions, ...body } = c.req.valid('json')
      return c.json(
        await createRole(c, { ...body, permissionIds: permissions ?? [], field: 'permissions' }),
        200,
      )
    })
    .openapi(createV2Route, async (c) => {
      const { permissionIds, ...body } = c.req.valid('json')
      return c.json(
        await createRole(c, {
          ...body,
          permissionIds: permissionIds ?? [],
          field: 'permissionIds',
        }),
        200,
      )
    })
    .openapi(updateRoute, async (c) =>
      c.json(await updateRole(c, c.req.valid('param').roleId, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteRole(c, c.req.valid('param').roleId)
      return c.json({}, 200)
    })
    .openapi(permissionsRoute, async (c) =>
      c.json(
        await setRolePermissions(c, c.req.valid('param').roleId, c.req.valid('json').permissionIds),
        200,
      ),
    )
