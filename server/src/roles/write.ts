import { randomUUID } from 'node:crypto'
import { auditedChange } from '../audit/audited-change'
import { conflict } from '../http/api-error'
import { resolveRolePermissions } from '../permissions/repository'
import { assertMayGrant } from './escalation'
import { permissionIdsOfRoles } from './held'
import { findOwnRole, findUsableRole, toRoleView } from './lookup'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { RoleView } from './repository'
import type { Context } from 'hono'

/** What a new account role is made of. */
export interface NewRole {
  key: string
  name: string
  description?: string | null
  isDefault?: boolean
  level?: number
  permissionIds: string[]
  baseRoleId?: string
  /** The body field the permission ids came in, for 400s that name it. */
  field: string
}

/** What `PATCH roles/v1/{roleId}` may change. */
export type RolePatch = Partial<Pick<NewRole, 'key' | 'name' | 'description' | 'isDefault'>> & {
  level?: number
}

const grantorOf = (c: Context<AppEnv>) => {
  const auth = c.get('auth')
  return { userId: auth.sub, tenantId: auth.tenantId }
}

// A tenant role may not reuse a vendor role's key: role keys travel in tokens, where "Admin" must
// always mean the vendor's Admin.
const assertKeyFree = async (db: Db, key: string) => {
  const vendorRole = await db
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', 'is', null)
    .where('key', '=', key)
    .executeTakeFirst()
  if (vendorRole) throw conflict(`key: ${key} is the key of a role shared by every account`)
}

/** Creates a role of the caller's tenant, holding only permissions the caller holds (403). */
export const createRole = (c: Context<AppEnv>, input: NewRole): Promise<RoleView> =>
  auditedChange(c, async ({ trx, now }) => {
    const grantor = grantorOf(c)
    await assertKeyFree(trx, input.key)
    const base = input.baseRoleId
      ? await findUsableRole(trx, grantor.tenantId, input.baseRoleId)
      : undefined
    const inherited = base ? [...(await permissionIdsOfRoles(trx, [base.id]))] : []
    const { ids } = await resolveRolePermissions(
      trx,
      [...inherited, ...input.permissionIds],
      input.field,
    )
    await assertMayGrant(trx, grantor, ids)
    const id = randomUUID()
    const row = await trx
      .insertInto('roles')
      .values({
        id,
        tenant_id: grantor.tenantId,
        key: input.key,
        name: input.name,
        description: input.description ?? null,
        is_default: input.isDefault ?? false,
        permission_level: input.level ?? 10,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (ids.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(ids.map((permissionId) => ({ role_id: id, permission_id: permissionId })))
        .execute()
    }
    return {
      result: await toRoleView(trx, row, c.var.deps.config.vendorId),
      audit: {
        action: 'role.created',
        description: `Role ${input.name} (${input.key}) created with ${ids.length} permissions`,
        details: { roleId: id, key: input.key, permissionIds: ids },
      },
    }
  })

/** Changes an account role's fields; only a role whose permissions the caller holds. */
export const updateRole = (c: Context<AppEnv>, roleId: string, patch: RolePatch) =>
  auditedChange(c, async ({ trx, now }) => {
    const grantor = grantorOf(c)
    const role = await findOwnRole(trx, grantor.tenantId, roleId)
    await assertMayGrant(trx, grantor, await permissionIdsOfRoles(trx, [role.id]))
    if (patch.key !== undefined && patch.key !== role.key) await assertKeyFree(trx, patch.key)
    const row = await trx
      .updateTable('roles')
      .set({
        ...(patch.key === undefined ? {} : { key: patch.key }),
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.isDefault === undefined ? {} : { is_default: patch.isDefault }),
        ...(patch.level === undefined ? {} : { permission_level: patch.level }),
        updated_at: now,
      })
      .where('id', '=', role.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return {
      result: await toRoleView(trx, row, c.var.deps.config.vendorId),
      audit: {
        action: 'role.updated',
        description: `Role ${row.name} (${row.key}) updated`,
        details: { roleId: role.id, changes: patch },
      },
    }
  })

/** Deletes an account role (its users and groups lose it); only one within the caller's reach. */
export const deleteRole = (c: Context<AppEnv>, roleId: string) =>
  auditedChange(c, async ({ trx }) => {
    const grantor = grantorOf(c)
    const role = await findOwnRole(trx, grantor.tenantId, roleId)
    await assertMayGrant(trx, grantor, await permissionIdsOfRoles(trx, [role.id]))
    await trx.deleteFrom('roles').where('id', '=', role.id).execute()
    return {
      result: undefined,
      audit: {
        action: 'role.deleted',
        description: `Role ${role.name} (${role.key}) deleted`,
        severity: 'High' as const,
        details: { roleId: role.id, key: role.key },
      },
    }
  })

/**
 * Sets an account role's permissions to `permissionIds` (plus every ALWAYS one). The caller must
 * hold what the role had and what it gets: editing a role beyond one's own reach is escalation.
 */
export const setRolePermissions = (c: Context<AppEnv>, roleId: string, permissionIds: string[]) =>
  auditedChange(c, async ({ trx, now }) => {
    const grantor = grantorOf(c)
    const role = await findOwnRole(trx, grantor.tenantId, roleId)
    const before = await permissionIdsOfRoles(trx, [role.id])
    const { ids } = await resolveRolePermissions(trx, permissionIds, 'permissionIds')
    await assertMayGrant(trx, grantor, [...before, ...ids])
    await trx.deleteFrom('role_permissions').where('role_id', '=', role.id).execute()
    if (ids.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(ids.map((permissionId) => ({ role_id: role.id, permission_id: permissionId })))
        .execute()
    }
    const row = await trx
      .updateTable('roles')
      .set({ updated_at: now })
      .where('id', '=', role.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return {
      result: await toRoleView(trx, row, c.var.deps.config.vendorId),
      audit: {
        action: 'role.permissions.updated',
        description: `Role ${role.name} (${role.key}) now holds ${ids.length} permissions`,
        details: {
          roleId: role.id,
          added: ids.filter((id) => !before.has(id)),
          removed: [...before].filter((id) => !ids.includes(id)),
        },
      },
    }
  })
