import { auditedChange } from '../audit/audited-change'
import { badRequest, forbidden, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { findUsableRoles } from '../roles/lookup'
import { listPermissions } from './repository'
import type { AppEnv } from '../http/app-env'
import type { RolePermissionView } from './repository'
import type { Context } from 'hono'

/**
 * `PUT permissions/v1/{permissionId}/roles`: the account roles holding the permission become
 * exactly `roleIds` (vendor roles are the vendor's: 403). The caller must hold the permission
 * and every permission of each role that changes.
 */
export const attachPermissionToRoles = (
  c: Context<AppEnv>,
  permissionId: string,
  roleIds: string[],
): Promise<RolePermissionView> =>
  auditedChange(c, async ({ trx }) => {
    const auth = c.get('auth')
    const grantor = { userId: auth.sub, tenantId: auth.tenantId }
    const permission = isUuid(permissionId)
      ? await trx
          .selectFrom('permissions')
          .selectAll()
          .where('id', '=', permissionId)
          .executeTakeFirst()
      : undefined
    if (!permission) throw notFound('Permission not found')
    if (permission.assignment_type === 'NEVER') {
      throw badRequest(`${permission.key} cannot be assigned to an account's roles`)
    }
    const wanted = await findUsableRoles(trx, grantor.tenantId, roleIds)
    if (wanted.some((role) => role.tenant_id === null)) {
      throw forbidden(
        'Roles shared by every account are managed by the vendor and cannot be changed',
      )
    }
    const holding = await trx
      .selectFrom('role_permissions as rp')
      .innerJoin('roles as r', 'r.id', 'rp.role_id')
      .select('r.id')
      .where('rp.permission_id', '=', permission.id)
      .where('r.tenant_id', '=', grantor.tenantId)
      .execute()
    const had = new Set(holding.map((row) => row.id))
    const wantedIds = new Set(wanted.map((role) => role.id))
    const added = [...wantedIds].filter((id) => !had.has(id))
    // An ALWAYS permission stays on every account role: it can be added, never taken away.
    const removed =
      permission.assignment_type === 'ALWAYS' ? [] : [...had].filter((id) => !wantedIds.has(id))
    await assertMayGrant(trx, grantor, [
      permission.id,
      ...(await permissionIdsOfRoles(trx, [...added, ...removed])),
    ])
    if (removed.length > 0) {
      await trx
        .deleteFrom('role_permissions')
        .where('permission_id', '=', permission.id)
        .where('role_id', 'in', removed)
        .execute()
    }
    if (added.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(added.map((roleId) => ({ role_id: roleId, permission_id: permission.id })))
        .execute()
    }
    const view = (await listPermissions(trx, grantor.tenantId)).find((p) => p.id === permission.id)
    if (!view) throw notFound('Permission not found')
    return {
      result: view,
      audit: {
        action: 'permission.roles.updated',
        description: `Permission ${permission.key} given to ${wantedIds.size} account roles`,
        details: { permissionId: permission.id, added, removed },
      },
    }
  })
