import { badRequest } from '../http/api-error'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { keepingAnAdmin } from '../roles/last-admin'
import { wantedRoleIds } from '../team/member-roles'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'

/**
 * Replaces a member's roles in an account of the caller's tree, as the team's role editor does
 * (roles of that account or the vendor's only, 400 otherwise; none the grantor could not grant,
 * 403) but for one rule: in a sub-account managed from above (`fromAbove`), its last
 * administrator may lose Admin, since the accounts above still manage it. In the caller's own
 * account the last administrator stays. Answers the role ids before and after.
 */
export const setSubTenantRoles = async (
  trx: Db,
  change: {
    tenantId: string
    userId: string
    roleIds: string[]
    grantor: Grantor
    fromAbove: boolean
  },
): Promise<{ before: string[]; after: string[] }> => {
  const { tenantId, userId } = change
  const after = wantedRoleIds(change.roleIds)
  const usable =
    after.length === 0
      ? []
      : await trx
          .selectFrom('roles')
          .select('id')
          .where('id', 'in', after)
          .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
          .execute()
  if (usable.length !== after.length) throw badRequest('roleIds: not a role of this account')
  const current = await trx
    .selectFrom('user_tenant_roles')
    .select('role_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute()
  const before = current.map((row) => row.role_id)
  const added = after.filter((id) => !before.includes(id))
  await assertMayGrant(trx, change.grantor, await permissionIdsOfRoles(trx, added))
  const replace = async () => {
    await trx
      .deleteFrom('user_tenant_roles')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute()
    if (after.length === 0) return
    await trx
      .insertInto('user_tenant_roles')
      .values(after.map((roleId) => ({ user_id: userId, tenant_id: tenantId, role_id: roleId })))
      .execute()
  }
  if (change.fromAbove) await replace()
  else await keepingAnAdmin(trx, tenantId, replace)
  return { before, after }
}
