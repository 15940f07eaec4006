import { currentClaims } from '../authorization/current-access'
import { forbidden, unauthenticated } from '../http/api-error'
import { verifyAccessToken } from '../tokens/access-token'
import { verifyVendorToken } from '../tokens/vendor-token'
import type { AppDeps } from '../deps'
import type { ImpersonationActor } from './rules'

/** The actor of an impersonation and, for a member, the tenant they act in. */
export type ResolvedActor =
  | { actor: Extract<ImpersonationActor, { kind: 'vendor' }> }
  | {
      actor: Extract<ImpersonationActor, { kind: 'user' }>
      tenantId: string
      email: string | null
    }

/**
 * Who `actorToken` is: a vendor token, or a member's access token brought to what the member holds
 * now (a member removed or disabled since is a 401). A tenant API token is no person and an
 * impersonation's own token never starts another (403); anything else is a 401.
 */
export const resolveActor = async (
  deps: AppDeps,
  actorToken: string,
  { now, clientIp }: { now: Date; clientIp: string | null },
): Promise<ResolvedActor> => {
  const { keys, config, db } = deps
  const verifier = { keys, issuer: config.issuer, now }
  const vendor = await verifyVendorToken(actorToken, verifier)
  if (vendor) return { actor: { kind: 'vendor', clientId: vendor.clientId } }
  const claims = await verifyAccessToken(actorToken, verifier)
  if (!claims) throw unauthenticated('The actor token is invalid or expired')
  if (claims.apiToken) throw forbidden('An API token cannot impersonate users')
  if (claims.act) throw forbidden('You are impersonating a user already: end it first')
  const current = await currentClaims(db, claims, now, clientIp)
  return {
    actor: { kind: 'user', userId: current.sub, permissions: current.permissions },
    tenantId: current.tenantId,
    email: current.email,
  }
}
