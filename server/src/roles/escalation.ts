import { forbidden } from '../http/api-error'
import { heldPermissions } from './held'
import type { Db } from '../db/database'

/** The administrator making a change, inside the tenant they act in. */
export interface Grantor {
  userId: string
  tenantId: string
}

/**
 * Refuses privilege escalation (403): an administrator may create, edit or grant only what is
 * within their own permissions, so every id of `permissionIds` must be one they hold now.
 * Permissions of assignment type ALWAYS are part of every account role already and never count.
 */
export const assertMayGrant = async (
  db: Db,
  grantor: Grantor,
  permissionIds: Iterable<string>,
): Promise<void> => {
  const wanted = [...new Set(permissionIds)]
  if (wanted.length === 0) return
  const held = await heldPermissions(db, grantor.userId, grantor.tenantId)
  const missing = wanted.filter((id) => !held.has(id))
  if (missing.length === 0) return
  const rows = await db
    .selectFrom('permissions')
    .select('name')
    .where('id', 'in', missing)
    .where('assignment_type', '!=', 'ALWAYS')
    .orderBy('name')
    .execute()
  if (rows.length === 0) return
  throw forbidden(
    `You can only grant permissions you hold yourself; you lack ${rows.map((row) => row.name).join(', ')}`,
  )
}
