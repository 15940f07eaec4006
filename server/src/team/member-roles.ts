import { badRequest } from '../http/api-error'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { keepingAnAdmin } from '../roles/last-admin'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'

/**
 * The role ids a client sends for "no roles": the client sends one empty-string id when a user
 * who had roles now has none (spec §4.8), so an empty list and `['']` both mean none.
 */
export const wantedRoleIds = (roleIds: readonly string[]): string[] => [
  ...new Set(roleIds.filter((id) => id !== '')),
]

const rolesUsableIn = async (trx: Db, tenantId: string, roleIds: string[]) => {
  if (roleIds.length === 0) return []
  return trx
    .selectFrom('roles as r')
    .select('r.id')
    .where('r.id', 'in', roleIds)
    .where((eb) => eb.or([eb('r.tenant_id', 'is', null), eb('r.tenant_id', '=', tenantId)]))
    .execute()
}

/**
 * Replaces the member's roles in the tenant. Refuses (400) a role id that is not a role of the
 * tenant or the vendor, (403) an added role carrying a permission the grantor does not hold now
 * (`assertMayGrant`: its current roles, not its token's), and the loss of the tenant's last
 * administrator (Admin held through a group counts, so the direct grant of someone who keeps it
 * that way may go). Answers the role ids before and after.
 */
export const setMemberRoles = async (
  trx: Db,
  change: { tenantId: string; userId: string; roleIds: string[]; grantor: Grantor },
): Promise<{ before: string[]; after: string[] }> => {
  const { tenantId, userId } = change
  const after = wantedRoleIds(change.roleIds)
  const roles = await rolesUsableIn(trx, tenantId, after)
  if (roles.length !== after.length) throw badRequest('roleIds: not a role of this account')
  const current = await trx
    .selectFrom('user_tenant_roles as utr')
    .innerJoin('roles as r', 'r.id', 'utr.role_id')
    .select(['r.id'])
    .where('utr.tenant_id', '=', tenantId)
    .where('utr.user_id', '=', userId)
    .execute()
  const before = current.map((role) => role.id)
  const added = roles.filter((role) => !before.includes(role.id)).map((role) => role.id)
  await assertMayGrant(trx, change.grantor, await permissionIdsOfRoles(trx, added))
  // Counted after the change, so a member who keeps Admin through a group may lose the direct
  // grant; the last administrator's only Admin may not go.
  await keepingAnAdmin(trx, tenantId, async () => {
    await trx
      .deleteFrom('user_tenant_roles')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute()
    if (after.length > 0) {
      await trx
        .insertInto('user_tenant_roles')
        .values(after.map((roleId) => ({ user_id: userId, tenant_id: tenantId, role_id: roleId })))
        .execute()
    }
  })
  return { before, after }
}
