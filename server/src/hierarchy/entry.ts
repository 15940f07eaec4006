import { depthUnder, tenantRow } from './tree'
import type { Db } from '../db/database'
import type { SubAccountAccessType } from './table'

/**
 * The access rule of a sub-account: `alwaysOn` lets every member of the accounts above it in;
 * `defaultOn` everyone but a member whose own say is no; `defaultOff` only a member whose own say
 * is yes (`subAccountAccessAllowed`, null when never given).
 */
export const accessAllowed = (type: SubAccountAccessType, allowed: boolean | null): boolean => {
  if (type === 'alwaysOn') return true
  if (type === 'defaultOn') return allowed !== false
  return allowed === true
}

/** A member's standing where they come from: what the rule needs of it. */
const standingIn = (db: Db, userId: string, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['m.sub_account_access', 'm.is_disabled', 'm.activated_for_tenant', 't.is_reseller'])
    .where('m.user_id', '=', userId)
    .where('m.tenant_id', '=', tenantId)
    .executeTakeFirst()

/**
 * Whether the member `userId` of `fromTenantId` may act in `tenantId` now: it lies under
 * `fromTenantId` (not itself, not a sibling, not above), `fromTenantId` manages sub-accounts
 * (reseller), the membership is enabled and accepted, and the sub-account's access type with the
 * member's own say lets them in. Three reads by key, whatever the depth of the tree.
 */
export const mayEnterSubTenant = async (
  db: Db,
  { userId, fromTenantId, tenantId }: { userId: string; fromTenantId: string; tenantId: string },
): Promise<boolean> => {
  const depth = await depthUnder(db, fromTenantId, tenantId)
  if (depth === undefined) return false
  const standing = await standingIn(db, userId, fromTenantId)
  if (!standing || standing.is_disabled || !standing.activated_for_tenant) return false
  if (!standing.is_reseller) return false
  const target = await tenantRow(db, tenantId)
  return target !== undefined && accessAllowed(target.accessType, standing.sub_account_access)
}
