import { z } from '@hono/zod-openapi'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { listTenantRoles } from '../roles/repository'
import { roleSchema } from '../roles/schema'
import type { AppDeps } from '../deps'

const rolesRoute = tenantRoute({
  method: 'get',
  path: '/identity/resources/roles/v1',
  permission: ['fe.secure.read.roles', 'fe.secure.read.users'],
  tags: ['Roles'],
  summary: "The tenant's roles, vendor-wide and its own (IRole[])",
  responses: { 200: jsonResponse(z.array(roleSchema), 'Roles') },
})

/** Roles of the caller's tenant. */
export const createRoleRoutes = (deps: AppDeps) =>
  createRouter().openapi(rolesRoute, async (c) =>
    c.json(await listTenantRoles(deps.db, c.get('auth').tenantId, deps.config.vendorId), 200),
  )
