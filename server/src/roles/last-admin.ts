import { sql } from 'kysely'
import { ADMIN_LOCK_UNTIL } from '../authorization/current-access'
import { badRequest } from '../http/api-error'
import { lockTenant } from './held'
import type { Db } from '../db/database'

/** The role key that makes a member an administrator of its tenant. */
export const ADMIN_ROLE_KEY = 'Admin'

/**
 * What would happen to the member: removed, disabled, locked by an administrator, made
 * temporary (it leaves the account when it expires), or stripped of the Admin role.
 */
export type AdminLoss = 'delete' | 'disable' | 'lock' | 'temporary' | 'removeAdmin'

const refusals: Record<AdminLoss, string> = {
  delete: 'The last administrator of the account cannot be deleted',
  disable: 'The last administrator of the account cannot be disabled',
  lock: 'The last administrator of the account cannot be locked',
  temporary: 'The last administrator of the account cannot be made temporary',
  removeAdmin: 'The last administrator of the account cannot lose the Admin role',
}

/**
 * The members of the tenant who keep it administered: they are assigned the vendor's Admin role,
 * directly or through one of their groups (account roles may not take a vendor role's key, so
 * the key is the vendor's), and are enabled, not locked by an administrator (a lock after failed
 * sign-ins ends by itself) and permanent (a temporary member leaves the account on its own).
 * A super user's Admin (derived by `user_effective_roles` from the vendor's flag) does not count:
 * the vendor may clear the flag at any time, and the account must keep an administrator then.
 */
export const adminIdsOf = async (trx: Db, tenantId: string): Promise<string[]> => {
  const { rows } = await sql<{ user_id: string }>`select distinct uer.user_id
    from (
      select user_id, tenant_id, role_id from user_tenant_roles
      union all
      select gu.user_id, gu.tenant_id, gr.role_id
        from group_users gu
          join group_roles gr on gr.group_id = gu.group_id
          left join group_configurations gc on gc.tenant_id = gu.tenant_id
        where coalesce(gc.enabled, true) and coalesce(gc.roles_enabled, true)
    ) uer
      join roles r on r.id = uer.role_id and r.tenant_id is null and r.key = ${ADMIN_ROLE_KEY}
      join tenant_memberships m on m.user_id = uer.user_id and m.tenant_id = uer.tenant_id
      join users u on u.id = uer.user_id
    where uer.tenant_id = ${tenantId} and not m.is_disabled
      and m.temporary_expires_at is null
      and coalesce(u.locked_until < ${ADMIN_LOCK_UNTIL}, true)`.execute(trx)
  return rows.map((row) => row.user_id)
}

/**
 * Refuses (400) a change that would leave `tenantId` without an enabled administrator: `userId`
 * is one, and no other enabled member holds the Admin role there. Call it inside the change's
 * transaction: it locks the tenant's row, so two administrators removing each other at the same
 * time are serialised and the second one is refused.
 */
export const assertNotLastAdmin = async (
  trx: Db,
  { tenantId, userId, loss }: { tenantId: string; userId: string; loss: AdminLoss },
): Promise<void> => {
  await lockTenant(trx, tenantId)
  const ids = await adminIdsOf(trx, tenantId)
  if (ids.includes(userId) && ids.length === 1) throw badRequest(refusals[loss])
}

/**
 * Runs `change` (inside the caller's transaction `trx`) so that a tenant that had an
 * administrator still has one after it, for changes that may take Admin from several members at
 * once (a group's members, roles, deletion, or the groups configuration). Same lock and same
 * 400 as `assertNotLastAdmin`; the thrown error rolls the change back.
 */
export const keepingAnAdmin = async <T>(
  trx: Db,
  tenantId: string,
  change: () => Promise<T>,
): Promise<T> => {
  await lockTenant(trx, tenantId)
  const before = (await adminIdsOf(trx, tenantId)).length
  const result = await change()
  if (before > 0 && (await adminIdsOf(trx, tenantId)).length === 0) {
    throw badRequest(refusals.removeAdmin)
  }
  return result
}
