import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { signAccessToken } from '../tokens/access-token'
import type { AppDeps } from '../deps'
import type { IssuedAccessToken } from '../tokens/access-token'

/**
 * The session gate for a tenant API token (`POST auth/v1/api-token` with a tenant token's client
 * id): an access token of the token's tenant with its current roles and permissions and no user
 * (`sub` the client id, no email, the token's description as its name, no `auth_time`: never
 * fresh proof). The tenant's IP restrictions judge the request first: a refused address is thrown
 * as their 403 (ER-FOYER-1040). No session is opened and no refresh token given.
 */
export const issueTenantTokenAccess = async (
  deps: AppDeps,
  input: {
    clientId: string
    tenantId: string
    description: string
    roles: string[]
    permissions: string[]
    now: Date
    clientIp: string | null
  },
): Promise<IssuedAccessToken> => {
  const { db, config, keys } = deps
  await assertAddressAdmitted(db, input.tenantId, input.clientIp)
  return signAccessToken(
    {
      sub: input.clientId,
      tenantId: input.tenantId,
      tenantIds: [input.tenantId],
      email: null,
      name: input.description,
      roles: input.roles,
      permissions: input.permissions,
      apiToken: { id: input.clientId, description: input.description },
    },
    { keys, issuer: config.issuer, ttlSeconds: config.accessTokenTtlSeconds, now: input.now },
  )
}
