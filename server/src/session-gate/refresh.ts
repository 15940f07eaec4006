import { ApiError, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { moveSession } from '../sessions/repository'
import { issueAccessToken } from './access-token'
import { hasSecondFactor } from './admit'
import { setSessionCookie } from './open'
import { decideSecondFactor } from './second-factor'
import type { LoginResponse } from '../auth/login-response'
import type { RefreshResult } from '../auth/sessions'
import type { AppDeps } from '../deps'
import type { SessionImpersonation } from '../sessions/repository'
import type { Context } from 'hono'

/**
 * The session gate for a refresh that rotated (or raced a rotation). The rotation itself already
 * refused a locked user and a membership disabled, removed or expired (in its one statement); a
 * refresh that moves the session into the tab's tenant without a second factor stays in its own
 * tenant when the tab's tenant would ask for one (a tenant switch into a forced-MFA tenant is a
 * new sign-in there). Answers the access token, or undefined: the refresh is refused (401). A
 * refresh the tenant's IP restrictions refuse (403) still puts the rotated token in the cookie: it
 * gets no access token from a refused address either, and the session works again once the
 * address is allowed instead of tripping reuse detection with the spent token. An impersonated
 * session's token carries `act` and ends no later than the impersonation.
 */
export const admitRefresh = async (
  deps: AppDeps,
  c: Context,
  result: Exclude<RefreshResult, { kind: 'invalid' }>,
  now: Date,
): Promise<LoginResponse | undefined> => {
  const { user, previousTenantId, authentication } = result
  let { tenantId } = result
  if (tenantId !== previousTenantId && !hasSecondFactor(authentication)) {
    const decision = await decideSecondFactor(deps, c, { user, tenantId, now })
    if (decision.needed) {
      tenantId = previousTenantId
      if (result.kind === 'ok') await moveSession(deps.db, { id: result.sessionId, tenantId })
    }
  }
  const decision = await issueAccessToken(deps, {
    user,
    tenantId,
    now,
    authentication: authentication ?? null,
    exactTenant: true,
    clientIp: clientInfo(c).ip,
    ...(result.impersonation ? { impersonation: impersonationOf(result.impersonation) } : {}),
  }).catch((error: unknown) => {
    const refused = error instanceof ApiError && error.errorCode === errorCodes.ipRestricted
    if (refused && result.kind === 'ok') setSessionCookie(deps, c, result.refreshToken)
    throw error
  })
  return decision.kind === 'ok' ? decision.response : undefined
}

const impersonationOf = ({ id, actorSub, endsAt }: SessionImpersonation) => ({
  act: { sub: actorSub, sid: id },
  endsAt,
})
