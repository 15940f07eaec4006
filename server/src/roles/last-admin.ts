import { sql } from 'kysely'
import { conflict } from '../http/api-error'
import { lockTenant } from './held'
import type { Db } from '../db/database'

/**
 * How many active members of the tenant hold the vendor's Admin role, directly or through a
 * group (disabled members and invitations not yet accepted do not count).
 */
export const countAdmins = async (db: Db, tenantId: string): Promise<number> => {
  const { rows } = await sql<{ count: number }>`select count(distinct uer.user_id)::int as count
    from user_effective_roles uer
      join roles r on r.id = uer.role_id and r.tenant_id is null and r.key = 'Admin'
      join tenant_memberships m on m.user_id = uer.user_id and m.tenant_id = uer.tenant_id
    where uer.tenant_id = ${tenantId} and not m.is_disabled and m.activated_for_tenant`.execute(db)
  return rows[0]?.count ?? 0
}

/**
 * Runs `change` (inside the caller's transaction `trx`) so that a tenant that had an
 * administrator still has one after it: the last administrator cannot be deleted, disabled or
 * stripped of the Admin role, directly or by leaving a group. The tenant's row lock makes two
 * concurrent removals of two administrators run one after the other, so both cannot pass.
 * 409 otherwise, and the transaction (so the change) is rolled back.
 */
export const keepingAnAdmin = async <T>(
  trx: Db,
  tenantId: string,
  change: () => Promise<T>,
): Promise<T> => {
  await lockTenant(trx, tenantId)
  const before = await countAdmins(trx, tenantId)
  const result = await change()
  if (before > 0 && (await countAdmins(trx, tenantId)) === 0) {
    throw conflict('The account must keep at least one administrator with the Admin role')
  }
  return result
}
