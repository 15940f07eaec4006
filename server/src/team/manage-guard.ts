import { forbidden } from '../http/api-error'
import { heldPermissions } from '../roles/held'
import type { Db } from '../db/database'

/** The caller acting on a member: its current permission keys (the signed-in guard's). */
export interface Manager {
  permissions: readonly string[]
}

/**
 * Refuses (403) acting on a member who holds a permission the caller does not: locking,
 * disabling, enabling, removing, changing the roles of or making temporary a stronger member
 * would let a weaker administrator (Support) shut the stronger ones (Admins) out, the other face of
 * privilege escalation. Read from the database, so a permission gained or lost a moment ago
 * counts; permissions every role holds (assignment type ALWAYS) never do.
 */
export const assertMayManage = async (
  db: Db,
  manager: Manager,
  member: { tenantId: string; userId: string; whom: string },
): Promise<void> => {
  const mine = new Set(manager.permissions)
  const held = await heldPermissions(db, member.userId, member.tenantId)
  const missing = [...held].filter(([, key]) => !mine.has(key)).map(([id]) => id)
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
    `You can only manage members whose permissions you hold yourself; ${member.whom} also holds ${rows.map((row) => row.name).join(', ')}`,
  )
}
