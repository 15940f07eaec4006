import { keepingAnAdmin } from '../roles/last-admin'
import { removeMember } from '../team/members'
import type { Db } from '../db/database'

/**
 * Deletes a connection. With `deleteAll` its users leave the tenant (roles, groups, sessions
 * there; never the last Admin) and its pushed groups are deleted; without, users stay as
 * ordinary members and its groups become ordinary (editable) groups. Answers how many users left.
 */
export const deleteScimConnection = async (
  trx: Db,
  input: { tenantId: string; id: string; deleteAll: boolean; now: Date },
): Promise<number> => {
  const { tenantId, id, now } = input
  return keepingAnAdmin(trx, tenantId, async () => {
    let removed = 0
    if (input.deleteAll) {
      const users = await trx
        .selectFrom('scim_users')
        .select('user_id')
        .where('connection_id', '=', id)
        .execute()
      for (const { user_id: userId } of users) {
        await removeMember(trx, { tenantId, userId, now })
        removed += 1
      }
      await trx
        .deleteFrom('groups')
        .where('tenant_id', '=', tenantId)
        .where('scim_connection_id', '=', id)
        .execute()
    } else {
      await trx
        .updateTable('groups')
        .set({ managed_by: 'frontegg', scim_connection_id: null, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('scim_connection_id', '=', id)
        .execute()
    }
    await trx
      .deleteFrom('scim_connections')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute()
    return removed
  })
}
