import { unauthenticated } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { AccessTokenClaims } from '../tokens/access-token'

/**
 * A token with `act` works only while its impersonation runs: ended by its actor (signed out) or
 * past its end, its access tokens are refused at once (401), not when they expire. One indexed read,
 * for impersonated requests only.
 */
export const assertImpersonationLive = async (
  db: Db,
  claims: AccessTokenClaims,
  now: Date,
): Promise<void> => {
  if (!claims.act) return
  let query = db
    .selectFrom('impersonations')
    .select('id')
    .where('user_id', '=', claims.sub)
    .where('tenant_id', '=', claims.tenantId)
    .where('actor_sub', '=', claims.act.sub)
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
  if (claims.act.sid !== undefined) {
    if (!isUuid(claims.act.sid)) throw unauthenticated('The impersonation has ended')
    query = query.where('id', '=', claims.act.sid)
  }
  const running = await query.limit(1).executeTakeFirst()
  if (!running) throw unauthenticated('The impersonation has ended')
}
