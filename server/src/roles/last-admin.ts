import { sql } from 'kysely'
import { badRequest } from '../http/api-error'
import type { Db } from '../db/database'

/** The role key that makes a member an administrator of its tenant. */
export const ADMIN_ROLE_KEY = 'Admin'

/** What would happen to the member: removed, disabled, or stripped of the Admin role. */
export type AdminLoss = 'delete' | 'disable' | 'removeAdmin'

const refusals: Record<AdminLoss, string> = {
  delete: 'The last administrator of the account cannot be deleted',
  disable: 'The last administrator of the account cannot be disabled',
  removeAdmin: 'The last administrator of the account cannot lose the Admin role',
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
  await sql`select id from tenants where id = ${tenantId} for update`.execute(trx)
  const admins = await trx
    .selectFrom('user_tenant_roles as utr')
    .innerJoin('roles as r', 'r.id', 'utr.role_id')
    .innerJoin('tenant_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'utr.user_id').onRef('m.tenant_id', '=', 'utr.tenant_id'),
    )
    .select('utr.user_id')
    .distinct()
    .where('utr.tenant_id', '=', tenantId)
    .where('r.key', '=', ADMIN_ROLE_KEY)
    .where('m.is_disabled', '=', false)
    .execute()
  const ids = admins.map((row) => row.user_id)
  if (ids.includes(userId) && ids.length === 1) throw badRequest(refusals[loss])
}
