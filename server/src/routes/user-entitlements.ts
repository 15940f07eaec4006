import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { loadFlagStates } from '../entitlements/flag-states'
import { authenticate } from '../http/authenticate'
import { requestBundle } from '../http/require-entitlement'
import { validationHook } from '../http/validation-hook'
import { verifyAccessToken } from '../tokens/access-token'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'

/** The signed-in user's entitlements bundle and the admin feature flags. */
export const createUserEntitlementRoutes = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  const auth = authenticate({ keys: deps.keys, issuer: deps.config.issuer })
  app.openapi(
    createRoute({
      method: 'get',
      path: '/entitlements/api/v2/user-entitlements',
      tags: ['Entitlements'],
      summary:
        "The caller's bundle in the active tenant (UserEntitlementsResponseV2): every feature " +
        'with planIds, expireTime (-1 never, epoch ms, null without a direct grant), ' +
        'linkedPermissions and featureFlag; the plans features reference; the permission keys',
      security: [{ bearerAuth: [] }],
      middleware: [auth] as const,
      responses: {
        200: { description: '{features, plans, permissions}' },
        401: { description: 'Missing or invalid access token' },
      },
    }),
    async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await requestBundle(c, deps.db), 200)
    },
  )
  app.openapi(
    createRoute({
      method: 'get',
      path: '/flags',
      tags: ['Entitlements'],
      summary:
        'Feature flags as {key: "on" | "off"}. Public; with a valid bearer token each flag is ' +
        "evaluated for the caller's claims, otherwise on means on with default treatment true. " +
        'An invalid token is treated as none.',
      responses: { 200: { description: 'Record<string, "on" | "off">' } },
    }),
    async (c) => {
      const header = c.req.header('authorization')?.trim()
      const claims = header
        ? await verifyAccessToken(header.replace(/^bearer\s+/i, ''), {
            keys: deps.keys,
            issuer: deps.config.issuer,
          })
        : undefined
      c.header('cache-control', 'no-store')
      return c.json(await loadFlagStates(deps.db, claims && { ...claims }), 200)
    },
  )
  return app
}
