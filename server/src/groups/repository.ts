import { notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { visibleUser } from '../users/vendor-flags'
import type { Db } from '../db/database'
import type { RoleView } from '../roles/repository'
import type { GroupsTable } from './table'
import type { Selectable } from 'kysely'

/** Which relations a group answer carries (`_groupsRelations`). */
export type GroupRelations = 'roles' | 'users' | 'rolesAndUsers' | undefined

/** A member as a group shows them (`IGroupUser`). */
export interface GroupUserView {
  id: string
  email: string
  name: string
  profilePictureUrl: string | null
  activatedForTenant: boolean
  createdAt: Date
}

/** A group on the wire (`IGroupResponse`). */
export interface GroupView {
  id: string
  name: string
  color?: string
  description?: string
  metadata?: string
  managedBy: 'frontegg' | 'scim2'
  roles?: RoleView[]
  users?: GroupUserView[]
}

type GroupRow = Selectable<GroupsTable>

/** The group `groupId` of `tenantId`; 404 for any other id, whoever's it is. */
export const findGroup = async (db: Db, tenantId: string, groupId: string): Promise<GroupRow> => {
  const row = isUuid(groupId)
    ? await db
        .selectFrom('groups')
        .selectAll()
        .where('id', '=', groupId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
    : undefined
  if (!row) throw notFound('Group not found')
  return row
}

const rolesByGroup = async (db: Db, groupIds: string[], vendorId: string) => {
  const byGroup = new Map<string, RoleView[]>()
  if (groupIds.length === 0) return byGroup
  const rows = await db
    .selectFrom('group_roles as gr')
    .innerJoin('roles as r', 'r.id', 'gr.role_id')
    .selectAll('r')
    .select('gr.group_id')
    .select((eb) =>
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('role_permissions as rp')
            .select('rp.permission_id')
            .whereRef('rp.role_id', '=', 'r.id'),
        ])
        .as('permission_ids'),
    )
    .where('gr.group_id', 'in', groupIds)
    .orderBy('r.permission_level')
    .orderBy('r.name')
    .execute()
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? []
    list.push({
      id: row.id,
      key: row.key,
      name: row.name,
      description: row.description,
      isDefault: row.is_default,
      permissions: row.permission_ids,
      ...(row.tenant_id === null ? {} : { tenantId: row.tenant_id }),
      vendorId,
      level: row.permission_level,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })
    byGroup.set(row.group_id, list)
  }
  return byGroup
}

const usersByGroup = async (db: Db, groupIds: string[]) => {
  const byGroup = new Map<string, GroupUserView[]>()
  if (groupIds.length === 0) return byGroup
  const rows = await db
    .selectFrom('group_users as gu')
    .innerJoin('users as u', 'u.id', 'gu.user_id')
    .innerJoin('tenant_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'gu.user_id').onRef('m.tenant_id', '=', 'gu.tenant_id'),
    )
    .select(['gu.group_id', 'u.id', 'u.email', 'u.name', 'u.created_at', 'm.activated_for_tenant'])
    .where('gu.group_id', 'in', groupIds)
    .where(visibleUser('u.id'))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? []
    list.push({
      id: row.id,
      email: row.email ?? '',
      name: row.name,
      profilePictureUrl: null,
      activatedForTenant: row.activated_for_tenant,
      createdAt: row.created_at,
    })
    byGroup.set(row.group_id, list)
  }
  return byGroup
}

/**
 * The tenant's groups (all, or those of `ids`; ids of other tenants are left out), by name,
 * with the relations asked for.
 */
export const listGroups = async (
  db: Db,
  tenantId: string,
  vendorId: string,
  { ids, relations }: { ids?: string[]; relations?: GroupRelations } = {},
): Promise<GroupView[]> => {
  let query = db.selectFrom('groups').selectAll().where('tenant_id', '=', tenantId)
  if (ids !== undefined) {
    const valid = ids.filter(isUuid)
    if (valid.length === 0) return []
    query = query.where('id', 'in', valid)
  }
  const rows = await query.orderBy('name').orderBy('id').execute()
  const groupIds = rows.map((row) => row.id)
  const withRoles = relations === 'roles' || relations === 'rolesAndUsers'
  const withUsers = relations === 'users' || relations === 'rolesAndUsers'
  const [roles, users] = await Promise.all([
    withRoles ? rolesByGroup(db, groupIds, vendorId) : undefined,
    withUsers ? usersByGroup(db, groupIds) : undefined,
  ])
  return rows.map((row) => ({
    ...toGroupView(row),
    ...(roles ? { roles: roles.get(row.id) ?? [] } : {}),
    ...(users ? { users: users.get(row.id) ?? [] } : {}),
  }))
}

/** A group row on the wire, without relations. */
export const toGroupView = (row: GroupRow): GroupView => ({
  id: row.id,
  name: row.name,
  ...(row.color === null ? {} : { color: row.color }),
  ...(row.description === null ? {} : { description: row.description }),
  ...(row.metadata === null ? {} : { metadata: row.metadata }),
  managedBy: row.managed_by,
})

/** The groups each given user belongs to in `tenantId` (for users v3 groups and the team page). */
export const groupIdsOfUsers = async (db: Db, tenantId: string, userIds: string[]) => {
  const byUser = new Map<string, string[]>()
  const valid = userIds.filter(isUuid)
  if (valid.length === 0) return byUser
  const rows = await db
    .selectFrom('group_users')
    .select(['user_id', 'group_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', valid)
    .execute()
  for (const row of rows)
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.group_id])
  return byUser
}
