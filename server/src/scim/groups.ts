import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { keepingAnAdmin } from '../roles/last-admin'
import { ScimError } from './errors'
import { scimFilter } from './filter'
import { GROUP_SCHEMA } from './user-resource'
import type { Db } from '../db/database'
import type { FilterAttributes } from './filter'

/** The group attributes a filter may name. */
export const groupFilterAttributes: FilterAttributes = {
  id: { column: 'g.id', kind: 'id' },
  displayname: { column: 'g.name', kind: 'text' },
  externalid: { column: 'g.external_id', kind: 'exactText' },
  members: { column: 'g.id', kind: 'member' },
  'members.value': { column: 'g.id', kind: 'member' },
  'meta.created': { column: 'g.created_at', kind: 'instant' },
  'meta.lastmodified': { column: 'g.updated_at', kind: 'instant' },
}

/** A pushed group as stored. */
export interface ScimGroupRow {
  id: string
  name: string
  external_id: string | null
  created_at: Date
  updated_at: Date
}

/** What a group body sets. */
export interface ScimGroupFields {
  displayName: string
  externalId: string | null
  memberIds: string[]
}

const groupColumns = ['g.id', 'g.name', 'g.external_id', 'g.created_at', 'g.updated_at'] as const

const pushed = (db: Db, connectionId: string) =>
  db.selectFrom('groups as g').where('g.scim_connection_id', '=', connectionId)

/** Members of each group, with their user names. */
export const membersOf = async (db: Db, groupIds: string[]) => {
  const members = new Map<string, { value: string; display: string }[]>()
  if (groupIds.length === 0) return members
  const rows = await db
    .selectFrom('group_users as gu')
    .innerJoin('users as u', 'u.id', 'gu.user_id')
    .leftJoin('scim_users as s', (join) =>
      join.onRef('s.user_id', '=', 'gu.user_id').onRef('s.tenant_id', '=', 'gu.tenant_id'),
    )
    .select(['gu.group_id', 'gu.user_id', 's.user_name', 'u.email'])
    .where('gu.group_id', 'in', groupIds)
    .orderBy('gu.created_at')
    .execute()
  for (const row of rows) {
    const list = members.get(row.group_id) ?? []
    list.push({ value: row.user_id, display: row.user_name ?? row.email ?? row.user_id })
    members.set(row.group_id, list)
  }
  return members
}

/** RFC 7643 group resource. */
export const toScimGroup = (
  row: ScimGroupRow,
  members: { value: string; display: string }[] | undefined,
  location: string,
) => ({
  schemas: [GROUP_SCHEMA],
  id: row.id,
  ...(row.external_id === null ? {} : { externalId: row.external_id }),
  displayName: row.name,
  ...(members === undefined ? {} : { members }),
  meta: {
    resourceType: 'Group',
    created: row.created_at.toISOString(),
    lastModified: row.updated_at.toISOString(),
    location: `${location}/Groups/${row.id}`,
  },
})

/** A page of the connection's groups and how many match. */
export const listScimGroups = async (
  db: Db,
  connectionId: string,
  page: { filter: string | undefined; startIndex: number; count: number },
) => {
  const condition = page.filter ? scimFilter(page.filter, groupFilterAttributes) : undefined
  const base = condition ? pushed(db, connectionId).where(condition) : pushed(db, connectionId)
  const [totals, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
    page.count === 0
      ? Promise.resolve([])
      : base
          .select(groupColumns)
          .orderBy('g.created_at')
          .orderBy('g.id')
          .offset(page.startIndex - 1)
          .limit(page.count)
          .execute(),
  ])
  return { total: Number(totals?.n ?? 0), rows }
}

/** The connection's group `id`, or a 404. */
export const findScimGroup = async (db: Db, connectionId: string, id: string) => {
  const row = await pushed(db, connectionId)
    .select(groupColumns)
    .where('g.id', '=', id)
    .executeTakeFirst()
  if (!row) throw new ScimError(404, 'Group not found')
  return row
}

/** Members a group body names: users of this connection only (400 naming the first other). */
const connectionUsers = async (trx: Db, connectionId: string, ids: string[]) => {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))]
  if (wanted.length === 0) return []
  const found = new Set(
    (
      await trx
        .selectFrom('scim_users')
        .select('user_id')
        .where('connection_id', '=', connectionId)
        .where(
          'user_id',
          'in',
          wanted.filter((id) => /^[0-9a-f-]{36}$/.test(id)),
        )
        .execute()
    ).map((row) => row.user_id),
  )
  const missing = wanted.find((id) => !found.has(id))
  if (missing !== undefined) {
    throw new ScimError(
      400,
      `Member ${missing.slice(0, 64)} is not a user of this connection`,
      'invalidValue',
    )
  }
  return wanted
}

/** Gives the group the roles the connection maps its name to (and only those). */
export const applyGroupMapping = async (
  trx: Db,
  connectionId: string,
  groupId: string,
  name: string,
) => {
  await trx.deleteFrom('group_roles').where('group_id', '=', groupId).execute()
  await trx
    .insertInto('group_roles')
    .columns(['group_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('scim_group_mappings')
        .select([eb.val(groupId).as('group_id'), 'role_id'])
        .where('connection_id', '=', connectionId)
        .where('group_name', '=', name.toLowerCase()),
    )
    .execute()
}

/** Makes the group's members exactly `memberIds` (never dropping the account's last Admin). */
export const setGroupMembers = async (
  trx: Db,
  scope: { connectionId: string; tenantId: string; groupId: string; now: Date },
  memberIds: string[],
) => {
  const ids = await connectionUsers(trx, scope.connectionId, memberIds)
  await keepingAnAdmin(trx, scope.tenantId, async () => {
    let drop = trx.deleteFrom('group_users').where('group_id', '=', scope.groupId)
    if (ids.length > 0) drop = drop.where('user_id', 'not in', ids)
    await drop.execute()
  })
  if (ids.length === 0) return
  await trx
    .insertInto('group_users')
    .values(
      ids.map((userId) => ({
        group_id: scope.groupId,
        user_id: userId,
        tenant_id: scope.tenantId,
        created_at: scope.now,
      })),
    )
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute()
}

/** Creates a pushed group (`managedBy: scim2`) with its members and mapped roles. */
export const createScimGroup = async (
  trx: Db,
  caller: { connectionId: string; tenantId: string },
  fields: ScimGroupFields,
  now: Date,
) => {
  const id = randomUUID()
  await trx
    .insertInto('groups')
    .values({
      id,
      tenant_id: caller.tenantId,
      name: fields.displayName,
      managed_by: 'scim2',
      scim_connection_id: caller.connectionId,
      external_id: fields.externalId,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await setGroupMembers(trx, { ...caller, groupId: id, now }, fields.memberIds)
  await applyGroupMapping(trx, caller.connectionId, id, fields.displayName)
  return id
}

/** Replaces a pushed group's name, external id and members; its roles follow its name. */
export const replaceScimGroup = async (
  trx: Db,
  caller: { connectionId: string; tenantId: string },
  groupId: string,
  fields: ScimGroupFields,
  now: Date,
) => {
  await trx
    .updateTable('groups')
    .set({ name: fields.displayName, external_id: fields.externalId, updated_at: now })
    .where('id', '=', groupId)
    .execute()
  await setGroupMembers(trx, { ...caller, groupId, now }, fields.memberIds)
  await keepingAnAdmin(trx, caller.tenantId, () =>
    applyGroupMapping(trx, caller.connectionId, groupId, fields.displayName),
  )
}

/** Deletes a pushed group; its members lose its roles (never the account's last Admin). */
export const deleteScimGroup = async (trx: Db, tenantId: string, groupId: string) =>
  keepingAnAdmin(trx, tenantId, () => trx.deleteFrom('groups').where('id', '=', groupId).execute())
