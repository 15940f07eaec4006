import { createMiddleware } from 'hono/factory'
import { isEntitledToFeature, isEntitledToPermission } from '../../../src/entitlements'
import { loadUserBundle } from '../entitlements/repository'
import { ApiError, errorCodes } from './api-error'
import type { EntitlementResult, EntitlementsBundle } from '../../../src/entitlements'
import type { Db } from '../db/database'
import type { AppEnv } from './app-env'
import type { Context } from 'hono'

interface EntitlementDeps {
  db: Db
  now: () => Date
}

/** The caller's bundle, loaded at most once per request. Use after `authenticate`. */
export const requestBundle = (c: Context<AppEnv>, db: Db): Promise<EntitlementsBundle> => {
  let bundle = c.get('entitlements')
  if (!bundle) {
    const { sub, tenantId } = c.get('auth')
    bundle = loadUserBundle(db, { userId: sub, tenantId })
    c.set('entitlements', bundle)
  }
  return bundle
}

const refuse = (result: EntitlementResult) => {
  if (result.isEntitled) return
  const { justification } = result
  throw new ApiError(403, errorCodes.notEntitled, `Not entitled: ${justification}`, {
    justification,
  })
}

const decide = (
  deps: EntitlementDeps,
  check: (bundle: EntitlementsBundle, c: Context<AppEnv>, now: number) => EntitlementResult,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const bundle = await requestBundle(c, deps.db)
    refuse(check(bundle, c, deps.now().getTime()))
    await next()
  })

/**
 * Requires the caller (after `authenticate`) to be entitled to `featureKey` by the same engine
 * the page runs; otherwise 403 `Not entitled: <justification>` with `context.justification`.
 */
export const requireFeature = (featureKey: string, deps: EntitlementDeps) =>
  decide(deps, (bundle, c, now) =>
    isEntitledToFeature(featureKey, bundle, { jwt: { ...c.get('auth') } }, now),
  )

/**
 * Requires the caller to hold `permissionKey` and be entitled to the features linked to it;
 * otherwise 403 `Not entitled: MISSING_PERMISSION` (or the feature's justification).
 */
export const requireEntitledPermission = (permissionKey: string, deps: EntitlementDeps) =>
  decide(deps, (bundle, c, now) =>
    isEntitledToPermission(permissionKey, bundle, { jwt: { ...c.get('auth') } }, now),
  )
