import { clientInfo } from '../http/client-info'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { findUserById, isActiveMember } from '../users/repository'
import { hasSecondFactor } from './admit'
import { isLocked } from './refusal'
import { decideSecondFactor } from './second-factor'
import type { AppDeps } from '../deps'
import type { SessionAuthentication } from '../step-up/authentication'
import type { Context } from 'hono'

/** Whether a signed-in session may move into a tenant, and why not. */
export type TenantEntry = 'ok' | 'locked' | 'notMember' | 'secondFactor'

/**
 * The session gate for a signed-in user moving their session into another of their tenants
 * (tenant switch): not locked, an enabled, unexpired member of it, and, when the session holds no
 * second factor, a tenant whose MFA policy would not ask this user for one at a sign-in (Force
 * and ForceExceptSAML both count: the move is no SAML sign-in).
 */
export const mayEnterTenant = async (
  deps: AppDeps,
  c: Context,
  input: {
    userId: string
    tenantId: string
    authentication: SessionAuthentication | undefined
    now: Date
  },
): Promise<TenantEntry> => {
  const { userId, tenantId, now } = input
  const [user, member] = await Promise.all([
    findUserById(deps.db, userId),
    isActiveMember(deps.db, userId, tenantId),
  ])
  if (!user || isLocked(user, now)) return user ? 'locked' : 'notMember'
  if (!member) return 'notMember'
  // A tenant whose IP restrictions refuse this address is a 403 (ER-FOYER-1040), as at sign-in.
  await assertAddressAdmitted(deps.db, tenantId, clientInfo(c).ip)
  if (hasSecondFactor(input.authentication)) return 'ok'
  const decision = await decideSecondFactor(deps, c, { user, tenantId, now })
  return decision.needed ? 'secondFactor' : 'ok'
}
