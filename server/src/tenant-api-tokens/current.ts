import { forbidden, unauthenticated } from '../http/api-error'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { readTenantTokenAccess } from './repository'
import type { Db } from '../db/database'
import type { AccessTokenClaims } from '../tokens/access-token'

/**
 * The claims a tenant API token's request is decided on: the token's CURRENT description, roles
 * and permissions, read on every request, so a deleted token (or one past its expiry) is refused
 * at once with a 401 and a role taken from it counts from the next request. The tenant's IP
 * restrictions judge the request's address as a member's (403 ER-FOYER-1040).
 */
export const currentTokenClaims = async (
  db: Db,
  claims: AccessTokenClaims,
  now: Date,
  clientIp: string | null,
): Promise<AccessTokenClaims> => {
  const access = await readTenantTokenAccess(db, claims.sub, claims.tenantId)
  if (!access) throw unauthenticated('This API token was deleted: sign in with a current one')
  if (access.expiresAt && access.expiresAt <= now) {
    throw unauthenticated('This API token has expired')
  }
  await assertAddressAdmitted(db, claims.tenantId, clientIp)
  return {
    ...claims,
    name: access.description,
    roles: access.roles,
    permissions: access.permissions,
    apiToken: { id: claims.sub, description: access.description },
  }
}

/**
 * Refuses (403) a tenant API token on a route that acts for a signed-in user (their own profile,
 * tokens, sessions, factors, or a change bounded by what the acting user holds): a token acts for
 * its account, never as a person.
 */
export const assertUserActor = (claims: AccessTokenClaims): void => {
  if (claims.apiToken) {
    throw forbidden(
      'An API token acts for its account, not as a user: sign in as a user to do this',
    )
  }
}
