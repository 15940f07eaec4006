import { forbidden } from '../http/api-error'
import { accessAllowed } from './entry'
import { noSuchSubAccount } from './sub-tenants'
import { descendantsOf, idsWithin } from './tree'
import type { Db } from '../db/database'
import type { AccessTokenClaims } from '../tokens/access-token'

/** The member's standing where they come from: the reseller flag and their own say. */
const standingOf = (db: Db, userId: string, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['m.sub_account_access', 't.is_reseller'])
    .where('m.user_id', '=', userId)
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_disabled', '=', false)
    .where('m.activated_for_tenant', '=', true)
    .executeTakeFirst()

/**
 * The accounts whose people the caller may read and manage: their token's account and every
 * account under it that its access type and the member's own say let them into (none when the
 * account they come from does not manage sub-accounts). Two reads: the standing, the subtree.
 */
export const reachableTenants = async (db: Db, auth: AccessTokenClaims): Promise<string[]> => {
  const fromTenantId = auth.viaTenantId ?? auth.tenantId
  const standing = await standingOf(db, auth.sub, fromTenantId)
  if (!standing?.is_reseller) return [auth.tenantId]
  const rows = await descendantsOf(db, auth.tenantId)
  const entered = rows.filter((row) => accessAllowed(row.accessType, standing.sub_account_access))
  return [auth.tenantId, ...entered.map((row) => row.id)]
}

/**
 * The named accounts, each of which the caller must reach: 404 for one outside their tree (as
 * for one that does not exist), 403 for one under it that its access rules keep them out of.
 */
export const requireReachable = async (
  db: Db,
  auth: AccessTokenClaims,
  tenantIds: readonly string[],
): Promise<string[]> => {
  const wanted = [...new Set(tenantIds.map((id) => id.toLowerCase()))]
  const inside = await idsWithin(db, auth.tenantId, wanted)
  if (inside.length !== wanted.length) throw noSuchSubAccount()
  const reachable = new Set(await reachableTenants(db, auth))
  if (wanted.some((id) => !reachable.has(id))) {
    throw forbidden('You have no access to this sub-account; its access type keeps you out')
  }
  return wanted
}
