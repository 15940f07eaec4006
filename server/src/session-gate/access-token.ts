import { buildLoginResponse } from '../auth/login-response'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { isLocked } from './refusal'
import type { LoginResponse, TokenImpersonation } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRecord } from '../users/repository'

/** The gate's answer to a request for an access token of an existing session or credential. */
export type AccessDecision =
  { kind: 'ok'; response: LoginResponse } | { kind: 'locked' } | { kind: 'noTenant' }

/**
 * The session gate for an access token that opens no new sign-in: a refresh, a step-up of a
 * signed-in session, a hosted-login code or refresh grant, an API token. The account must not be
 * locked, and the user must be an enabled, unexpired member of `tenantId` (exactly that tenant
 * when `exactTenant`: a credential bound to a tenant never lands in another). `authentication`
 * gives the token's step-up claims; null gives none (no `auth_time`: never fresh proof).
 * Each caller answers a refusal in its own protocol's words, but for the tenant's IP restrictions:
 * a request from `clientIp` they refuse is thrown as their 403 (ER-FOYER-1040).
 */
export const issueAccessToken = async (
  deps: AppDeps,
  input: {
    user: UserRecord
    tenantId: string
    now: Date
    authentication: SessionAuthentication | null
    exactTenant?: boolean
    /** The request's client address (`clientInfo`), which the tenant's IP restrictions judge. */
    clientIp: string | null
    /** An impersonated session's (`act` claim, lifetime cut at its end; see auth/login-response). */
    impersonation?: TokenImpersonation
  },
): Promise<AccessDecision> => {
  const { user, tenantId, now } = input
  if (isLocked(user, now)) return { kind: 'locked' }
  const response = await buildLoginResponse(
    deps,
    user,
    tenantId,
    now,
    input.authentication,
    input.impersonation,
  )
  if (!response) return { kind: 'noTenant' }
  if (input.exactTenant === true && response.tenantId !== tenantId) return { kind: 'noTenant' }
  await assertAddressAdmitted(deps.db, response.tenantId, input.clientIp)
  return { kind: 'ok', response }
}
