import { randomUUID } from 'node:crypto'
import { auditedChange } from '../audit/audited-change'
import { forbidden, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { keepingAnAdmin } from '../roles/last-admin'
import { findUsableRoles } from '../roles/lookup'
import { findGroup, toGroupView } from './repository'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

/** The fields of a group a request may set. */
export interface GroupFields {
  name?: string | undefined
  color?: string | undefined
  description?: string | undefined
  metadata?: string | undefined
}

const actorOf = (c: Context<AppEnv>) => {
  const auth = c.get('auth')
  return { userId: auth.sub, tenantId: auth.tenantId }
}

// The tenant's directory owns a SCIM group: a change here would be undone at its next sync.
const writableGroup = async (db: Db, tenantId: string, groupId: string) => {
  const group = await findGroup(db, tenantId, groupId)
  if (group.managed_by === 'scim2') {
    throw forbidden('This group is managed by SCIM provisioning and is read-only here')
  }
  return group
}

const groupRoleIds = async (db: Db, groupId: string) =>
  (
    await db.selectFrom('group_roles').select('role_id').where('group_id', '=', groupId).execute()
  ).map((row) => row.role_id)

/** Creates a group of the caller's tenant (409 when its name is taken). */
export const createGroup = (c: Context<AppEnv>, fields: GroupFields & { name: string }) =>
  auditedChange(c, async ({ trx, now }) => {
    const { tenantId } = actorOf(c)
    const row = await trx
      .insertInto('groups')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        name: fields.name,
        color: fields.color ?? null,
        description: fields.description || null,
        metadata: fields.metadata ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return {
      result: toGroupView(row),
      audit: {
        action: 'group.created',
        description: `Group ${row.name} created`,
        details: { groupId: row.id, name: row.name },
      },
    }
  })

/** Changes a group's name, colour, description or metadata. */
export const updateGroup = (c: Context<AppEnv>, groupId: string, fields: GroupFields) =>
  auditedChange(c, async ({ trx, now }) => {
    const group = await writableGroup(trx, actorOf(c).tenantId, groupId)
    await trx
      .updateTable('groups')
      .set({
        ...(fields.name === undefined ? {} : { name: fields.name }),
        ...(fields.color === undefined ? {} : { color: fields.color }),
        // '' (or blanks, trimmed) clears it: the group then has no description on the wire.
        ...(fields.description === undefined ? {} : { description: fields.description || null }),
        ...(fields.metadata === undefined ? {} : { metadata: fields.metadata }),
        updated_at: now,
      })
      .where('id', '=', group.id)
      .execute()
    return {
      result: undefined,
      audit: {
        action: 'group.updated',
        description: `Group ${fields.name ?? group.name} updated`,
        details: { groupId: group.id, changes: fields },
      },
    }
  })

/** Deletes a group; its members lose its roles (never the account's last Admin). */
export const deleteGroup = (c: Context<AppEnv>, groupId: string) =>
  auditedChange(c, async ({ trx }) => {
    const { tenantId } = actorOf(c)
    const group = await writableGroup(trx, tenantId, groupId)
    await keepingAnAdmin(trx, tenantId, () =>
      trx.deleteFrom('groups').where('id', '=', group.id).execute(),
    )
    return {
      result: undefined,
      audit: {
        action: 'group.deleted',
        description: `Group ${group.name} deleted`,
        severity: 'High' as const,
        details: { groupId: group.id },
      },
    }
  })

/** Users of the tenant, each once; 404 when one is not a member. */
const tenantMembers = async (db: Db, tenantId: string, userIds: string[]) => {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))]
  if (!ids.every(isUuid)) throw notFound('User not found')
  const rows = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', ids)
    .execute()
  if (rows.length !== ids.length) throw notFound('User not found')
  return ids
}

/**
 * Adds members; they gain the group's roles, so the caller must hold every permission of
 * those roles (403 otherwise).
 */
export const addUsersToGroup = (c: Context<AppEnv>, groupId: string, userIds: string[]) =>
  auditedChange(c, async ({ trx, now }) => {
    const actor = actorOf(c)
    const group = await writableGroup(trx, actor.tenantId, groupId)
    const ids = await tenantMembers(trx, actor.tenantId, userIds)
    await assertMayGrant(
      trx,
      actor,
      await permissionIdsOfRoles(trx, await groupRoleIds(trx, group.id)),
    )
    await trx
      .insertInto('group_users')
      .values(
        ids.map((userId) => ({
          group_id: group.id,
          user_id: userId,
          tenant_id: actor.tenantId,
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
      .execute()
    return {
      result: undefined,
      audit: {
        action: 'group.users.added',
        description: `${ids.length} users added to group ${group.name}`,
        details: { groupId: group.id, userIds: ids },
      },
    }
  })

/** Removes members (never the account's last Admin, when the group made them one). */
export const removeUsersFromGroup = (c: Context<AppEnv>, groupId: string, userIds: string[]) =>
  auditedChange(c, async ({ trx }) => {
    const { tenantId } = actorOf(c)
    const group = await writableGroup(trx, tenantId, groupId)
    const ids = await tenantMembers(trx, tenantId, userIds)
    await keepingAnAdmin(trx, tenantId, () =>
      trx
        .deleteFrom('group_users')
        .where('group_id', '=', group.id)
        .where('user_id', 'in', ids)
        .execute(),
    )
    return {
      result: undefined,
      audit: {
        action: 'group.users.removed',
        description: `${ids.length} users removed from group ${group.name}`,
        details: { groupId: group.id, userIds: ids },
      },
    }
  })

/** Gives the group roles; the caller must hold every permission of each (403 otherwise). */
export const addRolesToGroup = (c: Context<AppEnv>, groupId: string, roleIds: string[]) =>
  auditedChange(c, async ({ trx, now }) => {
    const actor = actorOf(c)
    const group = await writableGroup(trx, actor.tenantId, groupId)
    const roles = await findUsableRoles(
      trx,
      actor.tenantId,
      roleIds.map((id) => id.toLowerCase()),
    )
    await assertMayGrant(
      trx,
      actor,
      await permissionIdsOfRoles(
        trx,
        roles.map((role) => role.id),
      ),
    )
    await trx
      .insertInto('group_roles')
      .values(roles.map((role) => ({ group_id: group.id, role_id: role.id, created_at: now })))
      .onConflict((conflict) => conflict.columns(['group_id', 'role_id']).doNothing())
      .execute()
    return {
      result: undefined,
      audit: {
        action: 'group.roles.added',
        description: `Roles ${roles.map((role) => role.key).join(', ')} added to group ${group.name}`,
        details: { groupId: group.id, roleIds: roles.map((role) => role.id) },
      },
    }
  })

/** Takes roles from the group (never the account's last Admin's). */
export const removeRolesFromGroup = (c: Context<AppEnv>, groupId: string, roleIds: string[]) =>
  auditedChange(c, async ({ trx }) => {
    const { tenantId } = actorOf(c)
    const group = await writableGroup(trx, tenantId, groupId)
    const roles = await findUsableRoles(
      trx,
      tenantId,
      roleIds.map((id) => id.toLowerCase()),
    )
    const ids = roles.map((role) => role.id)
    await keepingAnAdmin(trx, tenantId, () =>
      trx
        .deleteFrom('group_roles')
        .where('group_id', '=', group.id)
        .where('role_id', 'in', ids)
        .execute(),
    )
    return {
      result: undefined,
      audit: {
        action: 'group.roles.removed',
        description: `Roles ${roles.map((role) => role.key).join(', ')} removed from group ${group.name}`,
        details: { groupId: group.id, roleIds: ids },
      },
    }
  })
