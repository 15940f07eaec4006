import { isUuid } from '../http/uuid'
import { isLocked } from '../session-gate/refusal'
import { findUserById, isActiveMember } from '../users/repository'
import type { Db } from '../db/database'
import type { ImpersonationTarget } from './rules'

/**
 * The user to impersonate as `tenantId` sees them at `now`, read from the database (what they hold
 * now, through their roles and groups): undefined unless an enabled, unexpired member of it.
 */
export const readTarget = async (
  db: Db,
  userId: string,
  tenantId: string,
  now: Date,
): Promise<ImpersonationTarget | undefined> => {
  if (!isUuid(userId)) return undefined
  const [user, member] = await Promise.all([
    findUserById(db, userId),
    isActiveMember(db, userId, tenantId),
  ])
  if (!user || !member) return undefined
  const [roles, permissions] = await Promise.all([
    db
      .selectFrom('user_effective_roles as e')
      .innerJoin('roles as r', 'r.id', 'e.role_id')
      .select('r.key')
      .where('e.user_id', '=', userId)
      .where('e.tenant_id', '=', tenantId)
      .where('r.tenant_id', 'is', null)
      .execute(),
    db
      .selectFrom('user_effective_roles as e')
      .innerJoin('role_permissions as rp', 'rp.role_id', 'e.role_id')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select(['p.key', 'p.name'])
      .distinct()
      .where('e.user_id', '=', userId)
      .where('e.tenant_id', '=', tenantId)
      .execute(),
  ])
  return {
    userId,
    locked: isLocked(user, now),
    vendorRoles: roles.map((role) => role.key),
    permissions: new Map(permissions.map((permission) => [permission.key, permission.name])),
  }
}
