import { forbidden } from '../http/api-error'
import type { Db } from '../db/database'

/**
 * Refuses (403, with a sentence) an administrator's change of what a provisioning connection
 * owns for a member it manages: whether they are in the account and whether they are enabled.
 * The directory would undo such a change at its next sync, so it is made there.
 */
export const refuseScimOwned = async (
  db: Db,
  tenantId: string,
  userId: string,
  change: string,
): Promise<void> => {
  const owner = await db
    .selectFrom('scim_users as s')
    .innerJoin('scim_connections as c', 'c.id', 's.connection_id')
    .select('c.name')
    .where('s.tenant_id', '=', tenantId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst()
  if (owner) {
    throw forbidden(
      `This member is provisioned by ${owner.name} (SCIM): ${change} them in your identity provider`,
    )
  }
}
