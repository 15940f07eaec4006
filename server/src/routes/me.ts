import { z } from '@hono/zod-openapi'
import { unauthenticated } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { profilePictureUrlOf } from '../profile/picture'
import { findUsername } from '../profile/username'
import { userAuthorization } from '../roles/repository'
import { permissionSchema, roleSchema } from '../roles/schema'
import { listUserTenants } from '../tenants/repository'
import { tenantSchema } from '../tenants/schema'
import { loadUserProfile } from '../users/profile'
import { findUserById, isActiveMember } from '../users/repository'
import { userProfileSchema } from '../users/schema'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const tags = ['Current user']

const profileRoute = userRoute({
  method: 'get',
  path: '/identity/resources/users/v2/me',
  tags,
  summary: 'Profile (IUserProfile)',
  responses: {
    200: jsonResponse(
      // The username rides along so the profile page needs no second request, which would
      // answer 404 (a console error in the browser) for everyone without one.
      userProfileSchema.extend({ username: z.string().nullable() }),
      'The profile',
    ),
  },
})

const tenantsRoute = userRoute({
  method: 'get',
  path: '/identity/resources/users/v2/me/tenants',
  tags,
  summary: 'Tenants (ITenantsResponse[])',
  responses: { 200: jsonResponse(z.array(tenantSchema), 'The tenants') },
})

const tenantsAndActiveRoute = (version: 'v1' | 'v3') =>
  userRoute({
    method: 'get',
    path: `/identity/resources/users/${version}/me/tenants`,
    tags,
    summary: 'Tenants and the active tenant',
    responses: {
      200: jsonResponse(
        z.object({ tenants: z.array(tenantSchema), activeTenant: tenantSchema.optional() }),
        'The tenants and the active tenant',
      ),
    },
  })

const authorizationRoute = userRoute({
  method: 'get',
  path: '/identity/resources/users/v1/me/authorization',
  tags,
  summary: 'Roles and permissions',
  responses: {
    200: jsonResponse(
      z.object({ permissions: z.array(permissionSchema), roles: z.array(roleSchema) }),
      'Roles and permissions in the active tenant',
    ),
  },
})

/** The signed-in user: profile, tenants and authorization in the token's tenant. */
export const createMeRoutes = (deps: AppDeps) => {
  const { db, config } = deps

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

  return createRouter()
    .openapi(profileRoute, async (c) => {
      const { user, tenantId } = await currentUser(c)
      const loaded = await loadUserProfile(db, user, tenantId, config.vendorId, deps.now())
      if (!loaded) throw unauthenticated('The user no longer belongs to any account')
      const profilePictureUrl = await profilePictureUrlOf(db, config, user.id)
      const username = await findUsername(db, user.id)
      return c.json({ ...loaded.profile, profilePictureUrl, username }, 200)
    })
    .openapi(tenantsRoute, async (c) => c.json((await tenantsOf(c)).tenants, 200))
    .openapi(tenantsAndActiveRoute('v1'), async (c) => c.json(await tenantsOf(c), 200))
    .openapi(tenantsAndActiveRoute('v3'), async (c) => c.json(await tenantsOf(c), 200))
    .openapi(authorizationRoute, async (c) => {
      const { user, tenantId } = await currentUser(c)
      const { roles, permissions } = await userAuthorization(db, user.id, tenantId, config.vendorId)
      return c.json({ permissions, roles }, 200)
    })
}
