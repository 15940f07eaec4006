import { createMiddleware } from 'hono/factory'
import { currentClaims } from '../authorization/current-access'
import { assertImpersonationLive } from '../impersonation/live'
import { refuseSensitiveAction } from '../impersonation/sensitive-actions'
import { assertUserActor } from '../tenant-api-tokens/current'
import { verifyAccessToken } from '../tokens/access-token'
import { unauthenticated } from './api-error'
import { clientInfo } from './client-info'
import { missingPermission } from './missing-permission'
import type { SigningKeys } from '../keys/signing-keys'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { AppEnv } from './app-env'
import type { Context } from 'hono'

/** What verifying an access token needs. */
export interface TokenVerifier {
  keys: SigningKeys
  issuer: string
  /** The instant to check expiry and issue time against (default: the wall clock). */
  now?: Date
}

/**
 * The token of `Authorization` (`Bearer <jwt>`, or the bare JWT that the client's per-call jwt
 * option sends); undefined without the header.
 */
export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header('authorization')?.trim()
  return header ? header.replace(/^bearer\s+/i, '') : undefined
}

/** The claims of the request's access token; 401 without one or with an invalid one. */
export const verifyCaller = async (
  c: Context,
  verifier: TokenVerifier,
): Promise<AccessTokenClaims> => {
  const token = bearerToken(c)
  if (token === undefined) throw unauthenticated('Missing access token')
  const claims = await verifyAccessToken(token, verifier)
  if (!claims) throw unauthenticated('Invalid or expired access token')
  return claims
}

/**
 * Requires a valid access token and exposes its claims as `c.get('auth')`. The routes get it
 * through the presets of `router.ts` (`signedIn`); this form serves apps built without them.
 */
export const authenticate = (verifier: TokenVerifier) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await verifyCaller(c, verifier))
    await next()
  })

/**
 * The signed-in-user guard of every user and tenant route, reading the keys from `c.var.deps`.
 * `c.get('auth')` carries the member's CURRENT roles and permissions, not the token's copy, and a
 * member removed, disabled or locked by an administrator since the token was issued is a 401.
 */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', await verifySignedIn(c))
  await next()
})

/**
 * `signedIn` for a route about the signed-in user themselves (the `userRoute` preset): a tenant
 * API token, which acts for its account and is no user, is refused with a 403 sentence.
 */
export const signedInUser = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await verifySignedIn(c)
  assertUserActor(claims)
  c.set('auth', claims)
  await next()
})

/**
 * The request's access token verified and brought to the member's current state (see
 * `signedIn`): what every guard of a signed-in user sets as `auth`. 401 as `verifyCaller`, and for
 * a member who no longer holds access; 403 ER-FOYER-1040 from an address the tenant's IP
 * restrictions refuse (the client address as FOYER_TRUSTED_PROXIES decides). A token with `act`
 * (impersonation) is a 401 once its impersonation has ended, and a 403 for a sensitive action
 * (impersonation/sensitive-actions.ts).
 */
export const verifySignedIn = async (c: Context<AppEnv>): Promise<AccessTokenClaims> => {
  const { keys, config, now, db } = c.var.deps
  const at = now()
  const claims = await verifyCaller(c, { keys, issuer: config.issuer, now: at })
  const current = await currentClaims(db, claims, at, clientInfo(c, config.trustedProxies).ip)
  await assertImpersonationLive(db, current, at)
  await refuseSensitiveAction(c, current)
  return current
}

/** Requires one of `keys` among the caller's permissions (403 otherwise). Use after `signedIn`. */
export const requirePermission = (...keys: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const granted = c.get('auth').permissions
    if (!keys.some((key) => granted.includes(key))) {
      throw missingPermission(keys)
    }
    await next()
  })
