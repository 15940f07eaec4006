import { secretMatches } from '../api-tokens/secret'
import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes } from '../http/api-error'
import { issueTenantTokenAccess } from '../session-gate/tenant-token'
import { readTenantTokenAccess, touchTenantToken } from './repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { TenantTokenRecord } from './repository'

/** What a token sign-in answers: an access token, no refresh token. */
export interface TokenSignInAnswer {
  accessToken: string
  expiresIn: number
  expires: string
}

/** What went wrong, for the caller to count against its limits and answer. */
export type TenantTokenSignIn =
  { kind: 'ok'; answer: TokenSignInAnswer } | { kind: 'refused'; error: ApiError }

const invalid = () =>
  new ApiError(401, errorCodes.invalidCredentials, 'Invalid client id or secret')

/**
 * Signs in with a tenant API or access token (`POST auth/v1/api-token`, the same route as a
 * personal token): a wrong secret or an expired token is refused, and the tenant's IP
 * restrictions judge the client's address (403 ER-FOYER-1040). A success is audited
 * (`tenant.api-token.login`, no user, naming the token) and answers an access token of type
 * `tenantApiToken` for the token's tenant with its roles and permissions and no user: `sub` is the
 * client id, no email, and the token's description as its name. No `auth_time`: never fresh proof.
 */
export const signInWithTenantToken = async (
  deps: AppDeps,
  input: {
    token: TenantTokenRecord & { secretHash: string }
    secret: string
    client: ClientInfo
    now: Date
  },
): Promise<TenantTokenSignIn> => {
  const { db } = deps
  const { token, now } = input
  if (!secretMatches(input.secret, token.secretHash)) return { kind: 'refused', error: invalid() }
  if (token.expiresAt && token.expiresAt <= now) {
    const error = new ApiError(401, errorCodes.invalidCredentials, 'This API token has expired')
    return { kind: 'refused', error }
  }
  const access = await readTenantTokenAccess(db, token.clientId, token.tenantId)
  if (!access) return { kind: 'refused', error: invalid() }
  const { description } = access
  const issued = await issueTenantTokenAccess(deps, {
    clientId: token.clientId,
    tenantId: token.tenantId,
    description,
    roles: access.roles,
    permissions: access.permissions,
    now,
    clientIp: input.client.ip,
  })
  await touchTenantToken(db, token.clientId, now)
  await writeAudit(db, {
    tenantId: token.tenantId,
    userId: null,
    email: null,
    action: 'tenant.api-token.login',
    description: `The API token “${description}” signed in`,
    severity: 'Info',
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    details: { apiTokenId: token.clientId, apiTokenDescription: description },
  })
  return {
    kind: 'ok',
    answer: {
      accessToken: issued.accessToken,
      expiresIn: issued.expiresIn,
      expires: new Date(issued.exp * 1000).toISOString(),
    },
  }
}
