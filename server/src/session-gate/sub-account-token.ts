import { currentClaims } from '../authorization/current-access'
import { signAccessToken } from '../tokens/access-token'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims, IssuedAccessToken } from '../tokens/access-token'

/**
 * The session gate for a sub-account token (`POST users/v3/me/token`, issue 23): an access token of
 * `tenantId` for a member of `fromTenantId` whom the access rules let in (the caller checks them),
 * with a `via` claim naming the account they belong to, or of their own account again. Its claims
 * are what the member holds now (`currentClaims`: their standing where they come from, the access
 * rule, the roles given in the sub-account, the address the account's restrictions judge); every
 * request with it is decided again. No session is opened and no refresh token given.
 */
export const issueSubAccountToken = async (
  deps: AppDeps,
  input: {
    auth: AccessTokenClaims
    tenantId: string
    fromTenantId: string
    now: Date
    clientIp: string | null
  },
): Promise<IssuedAccessToken> => {
  const { db, config, keys } = deps
  const { auth, tenantId, fromTenantId, now } = input
  const own = tenantId === fromTenantId
  const claims = await currentClaims(
    db,
    {
      ...auth,
      tenantId,
      tenantIds: own ? auth.tenantIds : [tenantId],
      viaTenantId: own ? undefined : fromTenantId,
      accessVersion: undefined,
    },
    now,
    input.clientIp,
  )
  return signAccessToken(claims, {
    keys,
    issuer: config.issuer,
    ttlSeconds: config.accessTokenTtlSeconds,
    now,
  })
}
