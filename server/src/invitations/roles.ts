import { badRequest } from '../http/api-error'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'

/**
 * The role ids to give an invited user in `tenantId`: the requested ones, each of which must be
 * the tenant's own or vendor-wide (else 400 naming the field, so an administrator cannot hand out
 * another tenant's role); without any, the tenant's and the vendor's default roles.
 */
export const invitationRoleIds = async (
  db: Db,
  tenantId: string,
  requested: readonly string[] | undefined,
): Promise<string[]> => {
  const usable = db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
  if (!requested || requested.length === 0) {
    const defaults = await usable.where('is_default', '=', true).execute()
    return defaults.map((role) => role.id)
  }
  const wanted = [...new Set(requested.map((id) => id.toLowerCase()))]
  const found = new Set((await usable.where('id', 'in', wanted).execute()).map((role) => role.id))
  const missing = requested.findIndex((id) => !found.has(id.toLowerCase()))
  if (missing >= 0) throw badRequest(`roleIds.${missing}: no such role in this account`)
  return wanted
}

/**
 * Refuses (403) roles carrying a permission the administrator does not hold now: an invitation
 * (or an invite link) may hand out only what its author could grant in the role editor, so
 * inviting cannot be a way around the escalation rule.
 */
export const assertMayGrantRoles = async (
  db: Db,
  grantor: Grantor,
  roleIds: readonly string[],
): Promise<void> => {
  await assertMayGrant(db, grantor, await permissionIdsOfRoles(db, roleIds))
}

/** Gives `roleIds` to the user in the tenant (roles already held are kept). */
export const grantRoles = async (
  db: Db,
  userId: string,
  tenantId: string,
  roleIds: readonly string[],
): Promise<void> => {
  if (roleIds.length === 0) return
  await db
    .insertInto('user_tenant_roles')
    .values(roleIds.map((roleId) => ({ user_id: userId, tenant_id: tenantId, role_id: roleId })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}
