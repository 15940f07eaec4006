import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Roles, permissions (wire §5.5 rows 1-9) and groups (§5.6 rows 1-12) through the real
 * @frontegg/rest-api 7.x client over HTTP.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let memberId: string
const app = 'roles'
const client = createApiClient(app)

beforeAll(async () => {
  server = await createTestServer()
  memberId = await addUser(server, { email: 'grouped-member@example.com', roleKeys: [] })
  peer = await serveForRestApi(server, app, globalThis.fetch)
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for(app).setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: roles and permissions', () => {
  it('reads permissions and categories, and creates, changes and deletes roles', async () => {
    const permissions = await client.roles.getPermissions()
    const readUsers = permissions.find((p) => p.key === 'fe.secure.read.users')
    const readRoles = permissions.find((p) => p.key === 'fe.secure.read.roles')
    if (!readUsers || !readRoles) throw new Error('catalogue incomplete')
    expect(readUsers.assignmentType).toBe('ASSIGNABLE')
    const categories = await client.roles.getPermissionCategories()
    expect(categories.find((c) => c.id === 'Roles')?.permissionIds).toContain(readRoles.id)
    const v1 = await client.roles.addRole({
      key: 'clerk',
      name: 'Clerk',
      description: 'Reads users',
      isDefault: false,
      level: 5,
      permissions: [readUsers.id],
    })
    expect(v1.permissions).toEqual([readUsers.id])
    const v2 = await client.roles.addRoleV2({
      key: 'clerk2',
      name: 'Clerk 2',
      description: '',
      isDefault: true,
      level: 6,
      permissionIds: [readRoles.id],
      baseRoleId: v1.id,
    })
    expect(v2.permissions.sort()).toEqual([readUsers.id, readRoles.id].sort())
    const updated = await client.roles.updateRole({ roleId: v1.id, name: 'Senior clerk' })
    expect(updated.name).toBe('Senior clerk')
    const attached = await client.roles.attachPermissionsToRole({
      roleId: v1.id,
      permissionIds: [readRoles.id],
    })
    expect(attached.permissions).toEqual([readRoles.id])
    const permission = await client.roles.attachPermissionToRoles({
      permissionId: readUsers.id,
      roleIds: [v1.id, v2.id],
    })
    expect(permission.id).toBe(readUsers.id)
    await client.roles.deleteRole({ roleId: v2.id })
    const roles = await client.roles.getRoles()
    expect(roles.map((role) => role.key)).toContain('clerk')
    expect(roles.map((role) => role.key)).not.toContain('clerk2')
  })

  it('surfaces a vendor role change as a 403 FronteggApiError', async () => {
    const adminRole = (await client.roles.getRoles()).find((role) => role.key === 'Admin')
    const error: unknown = await client.roles
      .updateRole({ roleId: adminRole?.id ?? '', name: 'Boss' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(403)
  })
})

describe('@frontegg/rest-api 7.x: groups', () => {
  it('runs every group call', async () => {
    const created = await client.groups.createGroup({ name: 'Night shift', color: '#336699' })
    expect(created.managedBy).toBe('frontegg')
    const viewer = (await client.roles.getRoles()).find((role) => role.key === 'Viewer')
    await client.groups.addRolesToGroup(created.id, { roleIds: [viewer?.id ?? ''] })
    await client.groups.addUsersToGroup(created.id, { userIds: [memberId] })
    const one = await client.groups.getGroupById(
      { groupId: created.id },
      { _groupsRelations: 'rolesAndUsers' as never },
    )
    expect(one.roles?.map((role) => role.key)).toEqual(['Viewer'])
    expect(one.users?.map((user) => user.id)).toEqual([memberId])
    const usersGroups = await client.users.getUsersGroups({ ids: [memberId] })
    expect(usersGroups).toMatchObject([{ userId: memberId, groupIds: [created.id] }])
    const all = await client.groups.getGroups({ _groupsRelations: 'users' as never })
    expect(all.map((group) => group.name)).toEqual(['Night shift'])
    const bulk = await client.groups.getGroupsByIds({ groupsIds: [created.id] }, {})
    expect(bulk).toHaveLength(1)
    await client.groups.updateGroup({ groupId: created.id, name: 'Day shift' })
    await client.groups.deleteUsersFromGroup(created.id, { userIds: [memberId] })
    await client.groups.deleteRolesFromGroup(created.id, { roleIds: [viewer?.id ?? ''] })
    const emptied = await client.groups.getGroupById(
      { groupId: created.id },
      { _groupsRelations: 'rolesAndUsers' as never },
    )
    expect(emptied).toMatchObject({ name: 'Day shift', roles: [], users: [] })
    expect(await client.groups.getGroupConfiguration()).toEqual({
      enabled: true,
      rolesEnabled: true,
    })
    expect(await client.groups.updateGroupConfiguration({ rolesEnabled: false })).toEqual({
      enabled: true,
      rolesEnabled: false,
    })
    await client.groups.deleteGroup(created.id)
    expect(await client.groups.getGroups({})).toEqual([])
  })
})
