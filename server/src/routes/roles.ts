import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, requirePermission } from '../http/authenticate'
import { validationHook } from '../http/validation-hook'
import { listTenantRoles } from '../roles/repository'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'

/** Roles of the caller's tenant. */
export const createRoleRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const auth = authenticate({ keys: deps.keys, issuer: deps.config.issuer })
  app.openapi(
    createRoute({
      method: 'get',
      path: '/identity/resources/roles/v1',
      tags: ['Roles'],
      summary: "The tenant's roles, vendor-wide and its own (IRole[])",
      security: [{ bearerAuth: [] }],
      middleware: [
        auth,
        requirePermission('fe.secure.read.roles', 'fe.secure.read.users'),
      ] as const,
      responses: {
        200: { description: 'Roles' },
        401: { description: 'Missing or invalid access token' },
        403: { description: 'Missing permission fe.secure.read.roles' },
      },
    }),
    async (c) =>
      c.json(await listTenantRoles(deps.db, c.get('auth').tenantId, deps.config.vendorId), 200),
  )
  return app
}
