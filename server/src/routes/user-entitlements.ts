import { loadFlagStates } from '../entitlements/repository'
import { bundleSchema, flagStatesSchema } from '../entitlements/schema'
import { bearerToken, verifySignedIn } from '../http/authenticate'
import { jsonResponse } from '../http/json-body'
import { requestBundle } from '../http/require-entitlement'
import { createRouter, publicRoute, userRoute } from '../http/router'
import type { AppDeps } from '../deps'

const bundleRoute = userRoute({
  method: 'get',
  path: '/entitlements/api/v2/user-entitlements',
  tags: ['Entitlements'],
  summary:
    "The caller's bundle in the active tenant (UserEntitlementsResponseV2): every feature " +
    'with planIds, expireTime (-1 never, epoch ms, null without a direct grant), ' +
    'linkedPermissions and featureFlag; the plans features reference; the permission keys',
  responses: { 200: jsonResponse(bundleSchema, '{features, plans, permissions}') },
})

const flagsRoute = publicRoute({
  method: 'get',
  path: '/flags',
  tags: ['Entitlements'],
  summary:
    'Feature flags as {key: "on" | "off"}. Public; with a valid bearer token each flag is ' +
    "evaluated for the caller's claims, otherwise on means on with default treatment true. " +
    'An invalid token is treated as none.',
  responses: { 200: jsonResponse(flagStatesSchema, 'Record<string, "on" | "off">') },
})

/** The signed-in user's entitlements bundle and the admin feature flags. */
export const createUserEntitlementRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(bundleRoute, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await requestBundle(c, deps.db), 200)
    })
    .openapi(flagsRoute, async (c) => {
      // A token that no longer admits its member (removed, locked) is treated as none.
      const claims = bearerToken(c) ? await verifySignedIn(c).catch(() => undefined) : undefined
      c.header('cache-control', 'no-store')
      return c.json(await loadFlagStates(deps.db, claims && { ...claims }), 200)
    })
