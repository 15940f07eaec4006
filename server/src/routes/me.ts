import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { unauthenticated } from '../http/api-error'
import { authenticate } from '../http/authenticate'
import { validationHook } from '../http/validation-hook'
import { userAuthorization } from '../roles/repository'
import { listUserTenants } from '../tenants/repository'
import { loadUserProfile } from '../users/profile'
import { findUserById, isActiveMember } from '../users/repository'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const meRoute = (path: string, summary: string) => (auth: ReturnType<typeof authenticate>) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Current user'],
    summary,
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    responses: {
      200: { description: summary },
      401: { description: 'Missing or invalid access token' },
    },
  })

/** The signed-in user: profile, tenants and authorization in the token's tenant. */
export const createMeRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const auth = authenticate({ keys: deps.keys, issuer: deps.config.issuer })
  const { db, config } = deps
  const now = deps.now ?? (() => new Date())

  /** The caller, still an enabled member of the token's tenant; 401 otherwise. */
  const currentUser = async (c: Context<AppEnv>) => {
    const { sub, tenantId } = c.get('auth')
    const user = await findUserById(db, sub)
    if (!user || !(await isActiveMember(db, sub, tenantId))) {
      throw unauthenticated('The user of this token no longer has access to the account')
    }
    return { user, tenantId }
  }

  const tenantsOf = async (c: Context<AppEnv>) => {
    const { user, tenantId } = await currentUser(c)
    const tenants = await listUserTenants(db, user.id, config.vendorId)
    const activeTenant = tenants.find((tenant) => tenant.tenantId === tenantId)
    return { tenants, activeTenant }
  }

  app.openapi(
    meRoute('/identity/resources/users/v2/me', 'Profile (IUserProfile)')(auth),
    async (c) => {
      const { user, tenantId } = await currentUser(c)
      const loaded = await loadUserProfile(db, user, tenantId, config.vendorId, now())
      if (!loaded) throw unauthenticated('The user no longer belongs to any account')
      return c.json(loaded.profile, 200)
    },
  )
  app.openapi(
    meRoute('/identity/resources/users/v2/me/tenants', 'Tenants (ITenantsResponse[])')(auth),
    async (c) => c.json((await tenantsOf(c)).tenants, 200),
  )
  for (const version of ['v1', 'v3']) {
    app.openapi(
      meRoute(
        `/identity/resources/users/${version}/me/tenants`,
        'Tenants and the active tenant',
      )(auth),
      async (c) => c.json(await tenantsOf(c), 200),
    )
  }
  app.openapi(
    meRoute('/identity/resources/users/v1/me/authorization', 'Roles and permissions')(auth),
    async (c) => {
      const { user, tenantId } = await currentUser(c)
      const { roles, permissions } = await userAuthorization(db, user.id, tenantId, config.vendorId)
      return c.json({ permissions, roles }, 200)
    },
  )
  return app
}
