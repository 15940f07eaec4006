import { GROUPS_PATHS } from '../api/groups'
import { DEMO_ROLES } from './fixtures/roles'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import type { Group } from '../api/groups'
import type { DemoModule } from './app'

const COLOR = /^#[0-9a-fA-F]{6}$/

/** The server's 400 for a bad group body, or null. */
const groupError = (body: unknown, creating: boolean): string | null => {
  const name = field(body, 'name')
  if (creating && name === undefined) return 'name is required'
  if (
    name !== undefined &&
    (typeof name !== 'string' || name.trim() === '' || name.trim().length > 100)
  )
    return 'name: 1 to 100 characters'
  const color = field(body, 'color')
  if (color !== undefined && (typeof color !== 'string' || !COLOR.test(color)))
    return 'color: must be a colour like #1a2b3c'
  const description = field(body, 'description')
  if (typeof description === 'string' && description.length > 500)
    return 'description: at most 500 characters'
  return null
}

const sample = (id: string, name: string, color: string, roleKeys: string[]): Group => ({
  id,
  name,
  color,
  description: `Sample group: ${name}`,
  managedBy: 'frontegg',
  roles: DEMO_ROLES.filter((role) => roleKeys.includes(role.key)),
  users: [],
})

/**
 * Groups like the server, kept locally: sample groups (one from a SCIM directory, read-only),
 * created, renamed and deleted, with roles and members added and removed.
 */
export const groups: DemoModule = ({ state, route, signedIn }) => {
  const list: Group[] = [
    sample('group-support', 'Support desk', '#2f80ed', ['Support']),
    sample('group-editors', 'Editors', '#27ae60', ['Editor', 'Viewer']),
    { ...sample('group-directory', 'Directory sync', '#9b51e0', ['ReadOnly']), managedBy: 'scim2' },
  ]
  const find = (id: string | undefined) => {
    const group = list.find((item) => item.id === id)
    if (!group) return fail(404, 'Group not found')
    if (group.managedBy === 'scim2')
      return fail(403, 'This group is managed by SCIM provisioning and is read-only here')
    return group
  }
  const ids = (body: unknown, name: string) => {
    const value = field(body, name)
    return Array.isArray(value) && value.length > 0 ? (value as string[]) : null
  }

  route(
    'GET',
    GROUPS_PATHS.groups,
    signedIn(() => ok(list), 'fe.secure.read.groups'),
  )
  route(
    'GET',
    GROUPS_PATHS.usersGroups,
    signedIn(
      ({ query }) => {
        const ids = (query.get('ids') ?? '').split(',').filter((id) => id !== '')
        const known = ids.filter((id) => state.users.some((user) => user.id === id))
        return ok(
          known.map((userId) => ({
            vendorId: DEMO_TENANT.vendorId,
            tenantId: DEMO_TENANT.tenantId,
            userId,
            groupIds: list
              .filter((group) => group.users?.some((user) => user.id === userId))
              .map((group) => group.id),
          })),
        )
      },
      'fe.secure.read.users',
      'fe.secure.read.groups',
    ),
  )
  route(
    'GET',
    GROUPS_PATHS.config,
    signedIn(() => ok({ enabled: true, rolesEnabled: true }), 'fe.secure.read.groups'),
  )
  route(
    'POST',
    GROUPS_PATHS.groups,
    signedIn(({ body }) => {
      const error = groupError(body, true)
      if (error) return fail(400, error)
      const name = String(field(body, 'name')).trim()
      if (list.some((group) => group.name.toLowerCase() === name.toLowerCase()))
        return fail(409, 'The change clashes with a concurrent one: key already taken')
      const group: Group = {
        id: crypto.randomUUID(),
        name,
        ...(typeof field(body, 'color') === 'string'
          ? { color: String(field(body, 'color')) }
          : {}),
        ...(typeof field(body, 'description') === 'string'
          ? { description: String(field(body, 'description')) }
          : {}),
        managedBy: 'frontegg',
        roles: [],
        users: [],
      }
      list.push(group)
      return ok(group)
    }, 'fe.secure.write.groups'),
  )
  route(
    'PATCH',
    `${GROUPS_PATHS.groups}/:groupId`,
    signedIn(({ params, body }) => {
      const group = find(params.groupId)
      if ('status' in group) return group
      const error = groupError(body, false)
      if (error) return fail(400, error)
      for (const name of ['name', 'color', 'description'] as const) {
        const value = field(body, name)
        if (typeof value === 'string') group[name] = value.trim()
      }
      // As the server: an emptied description is none.
      if (group.description === '') delete group.description
      return ok({})
    }, 'fe.secure.write.groups'),
  )
  route(
    'DELETE',
    `${GROUPS_PATHS.groups}/:groupId`,
    signedIn(({ params }) => {
      const group = find(params.groupId)
      if ('status' in group) return group
      list.splice(list.indexOf(group), 1)
      return ok({})
    }, 'fe.secure.delete.groups'),
  )
  for (const method of ['POST', 'DELETE'] as const) {
    route(
      method,
      `${GROUPS_PATHS.groups}/:groupId/roles`,
      signedIn(
        ({ params, body }) => {
          const group = find(params.groupId)
          if ('status' in group) return group
          const roleIds = ids(body, 'roleIds')
          if (!roleIds) return fail(400, 'roleIds: must name at least one id')
          const roles = DEMO_ROLES.filter((role) => roleIds.includes(role.id))
          if (roles.length !== roleIds.length) return fail(404, 'Role not found')
          const kept = (group.roles ?? []).filter((role) => !roleIds.includes(role.id))
          group.roles = method === 'POST' ? [...kept, ...roles] : kept
          return ok({})
        },
        method === 'POST' ? 'fe.secure.write.groups' : 'fe.secure.delete.groups',
      ),
    )
    route(
      method,
      `${GROUPS_PATHS.groups}/:groupId/users`,
      signedIn(
        ({ params, body }) => {
          const group = find(params.groupId)
          if ('status' in group) return group
          const userIds = ids(body, 'userIds')
          if (!userIds) return fail(400, 'userIds: must name at least one id')
          const users = state.users.filter((user) => userIds.includes(user.id))
          if (users.length !== userIds.length) return fail(404, 'User not found')
          const kept = (group.users ?? []).filter((user) => !userIds.includes(user.id))
          group.users =
            method === 'POST'
              ? [
                  ...kept,
                  ...users.map((user) => ({
                    id: user.id,
                    email: user.email ?? '',
                    name: user.name,
                    profilePictureUrl: null,
                    createdAt: user.createdAt ?? new Date(0).toISOString(),
                  })),
                ]
              : kept
          return ok({})
        },
        method === 'POST' ? 'fe.secure.write.groups' : 'fe.secure.delete.groups',
      ),
    )
  }
}
