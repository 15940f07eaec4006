import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login } from '../helpers'
import { refreshedPermissions, signedInUser, vendorRoleIdOf } from './fixtures'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
const base = '/identity/resources/groups/v1'

interface WireGroup {
  id: string
  name: string
  color?: string
  managedBy: string
  roles?: { key: string }[]
  users?: { email: string }[]
}

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})
afterAll(() => server.close())

const createGroup = async (body: Record<string, unknown>) => {
  const response = await call(server, base, { token, body })
  expect(response.status).toBe(200)
  return (await response.json()) as WireGroup
}

describe('groups', () => {
  it('creates, lists with relations, bulk gets, updates and deletes, with audit rows', async () => {
    const group = await createGroup({
      name: 'Support desk',
      color: '#1a2b3c',
      description: 'First line',
    })
    expect(group).toMatchObject({ name: 'Support desk', color: '#1a2b3c', managedBy: 'frontegg' })
    const member = await signedInUser(server, 'desk@example.com', [])
    await call(server, `${base}/${group.id}/users`, { token, body: { userIds: [member.userId] } })
    await call(server, `${base}/${group.id}/roles`, {
      token,
      body: { roleIds: [await vendorRoleIdOf(server, 'Support')] },
    })
    const all = (await (
      await call(server, `${base}?_groupsRelations=rolesAndUsers`, { token })
    ).json()) as WireGroup[]
    const listed = all.find((g) => g.id === group.id)
    expect(listed?.roles?.map((role) => role.key)).toEqual(['Support'])
    expect(listed?.users?.map((user) => user.email)).toEqual(['desk@example.com'])
    const plain = (await (await call(server, base, { token })).json()) as WireGroup[]
    expect(plain[0]?.roles).toBeUndefined()
    const bulk = await call(server, `${base}/bulkGet?_groupsRelations=users`, {
      token,
      body: { groupsIds: [group.id, crypto.randomUUID()] },
    })
    expect(((await bulk.json()) as WireGroup[]).map((g) => g.id)).toEqual([group.id])
    const patched = await call(server, `${base}/${group.id}`, {
      token,
      method: 'PATCH',
      body: { name: 'Help desk' },
    })
    expect(patched.status).toBe(200)
    const one = (await (
      await call(server, `${base}/${group.id}?_groupsRelations=roles`, { token })
    ).json()) as WireGroup
    expect(one).toMatchObject({ name: 'Help desk', description: 'First line' })
    const cleared = await call(server, `${base}/${group.id}`, {
      token,
      method: 'PATCH',
      body: { description: '  ' },
    })
    expect(cleared.status).toBe(200)
    const read = await call(server, `${base}/${group.id}`, { token })
    expect((await read.json()) as WireGroup).not.toHaveProperty('description')
    await call(server, `${base}/${group.id}/users`, {
      token,
      method: 'DELETE',
      body: { userIds: [member.userId] },
    })
    expect((await call(server, `${base}/${group.id}`, { token, method: 'DELETE' })).status).toBe(
      200,
    )
    expect((await call(server, `${base}/${group.id}`, { token })).status).toBe(404)
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('json', '@>', JSON.stringify({ groupId: group.id }))
      .execute()
    expect(new Set(actions.map((row) => row.action))).toEqual(
      new Set([
        'group.created',
        'group.users.added',
        'group.roles.added',
        'group.updated',
        'group.users.removed',
        'group.deleted',
      ]),
    )
  })

  it('validates name, description and colour with 400s naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Ok', color: 'red' }, 'color'],
      [{ name: 'Ok', color: '#12345' }, 'color'],
      [{ name: 'Ok', description: 'd'.repeat(501) }, 'description'],
      [{ color: '#123456' }, 'name'],
    ]
    for (const [body, field] of cases) {
      const response = await call(server, base, { token, body })
      expect(response.status).toBe(400)
      expect(((await response.json()) as WireErrorBody).errors[0]).toContain(field)
    }
    await createGroup({ name: 'Unique' })
    expect((await call(server, base, { token, body: { name: 'unique' } })).status).toBe(409)
  })

  it("counts a group's roles in its members' token and bundle at the next refresh", async () => {
    const member = await signedInUser(server, 'grouped@example.com', [])
    const before = await refreshedPermissions(server, member.cookie)
    expect(before.permissions).not.toContain('fe.secure.read.audits')
    const group = await createGroup({ name: 'Auditors' })
    await call(server, `${base}/${group.id}/roles`, {
      token,
      body: { roleIds: [await vendorRoleIdOf(server, 'ReadOnly')] },
    })
    await call(server, `${base}/${group.id}/users`, { token, body: { userIds: [member.userId] } })
    const after = await refreshedPermissions(server, member.cookie)
    expect(after.permissions).toContain('fe.secure.read.audits')
    expect(after.roles).toContain('ReadOnly')
    const bundle = (await (
      await call(server, '/entitlements/api/v2/user-entitlements', { token: after.token })
    ).json()) as {
      permissions: Record<string, boolean>
    }
    expect(bundle.permissions['fe.secure.read.audits']).toBe(true)
    await call(server, `${base}/config`, { token, body: { rolesEnabled: false } })
    expect((await refreshedPermissions(server, member.cookie)).permissions).not.toContain(
      'fe.secure.read.audits',
    )
    const config = await call(server, `${base}/config`, { token })
    expect(await config.json()).toEqual({ enabled: true, rolesEnabled: false })
    await call(server, `${base}/config`, { token, body: { rolesEnabled: true } })
  })

  it('refuses giving a group roles beyond the caller, or members to a group beyond the caller', async () => {
    const editor = await signedInUser(server, 'group-editor@example.com', ['Editor'])
    const adminGroup = await createGroup({ name: 'Admins' })
    await call(server, `${base}/${adminGroup.id}/roles`, {
      token,
      body: { roleIds: [await vendorRoleIdOf(server, 'Admin')] },
    })
    const own = (await (
      await call(server, base, { token: editor.token, body: { name: 'Editors own' } })
    ).json()) as WireGroup
    const roles = await call(server, `${base}/${own.id}/roles`, {
      token: editor.token,
      body: { roleIds: [await vendorRoleIdOf(server, 'Admin')] },
    })
    expect(roles.status).toBe(403)
    const users = await call(server, `${base}/${adminGroup.id}/users`, {
      token: editor.token,
      body: { userIds: [editor.userId] },
    })
    expect(users.status).toBe(403)
    expect((await refreshedPermissions(server, editor.cookie)).roles).not.toContain('Admin')
  })

  it('keeps a SCIM-managed group read-only', async () => {
    const group = await createGroup({ name: 'From the directory' })
    await server.db
      .updateTable('groups')
      .set({ managed_by: 'scim2' })
      .where('id', '=', group.id)
      .execute()
    const listed = (await (
      await call(server, `${base}/${group.id}`, { token })
    ).json()) as WireGroup
    expect(listed.managedBy).toBe('scim2')
    for (const [method, path, body] of [
      ['PATCH', '', { name: 'Renamed' }],
      ['DELETE', '', undefined],
      ['POST', '/users', { userIds: [server.adminUserId] }],
      ['POST', '/roles', { roleIds: [await vendorRoleIdOf(server, 'Viewer')] }],
    ] as const) {
      expect(
        (await call(server, `${base}/${group.id}${path}`, { token, method, body })).status,
      ).toBe(403)
    }
  })

  it('never lets the last administrator lose the Admin role through a group', async () => {
    const other = await signedInUser(server, 'only-admin-by-group@example.com', [])
    const group = await createGroup({ name: 'Admin by group' })
    await call(server, `${base}/${group.id}/roles`, {
      token,
      body: { roleIds: [await vendorRoleIdOf(server, 'Admin')] },
    })
    await call(server, `${base}/${group.id}/users`, { token, body: { userIds: [other.userId] } })
    // The seeded admin stops being one directly: the group's member is the last administrator.
    const admin = await vendorRoleIdOf(server, 'Admin')
    await server.db
      .deleteFrom('user_tenant_roles')
      .where('user_id', '=', server.adminUserId)
      .where('role_id', '=', admin)
      .execute()
    const otherToken = (await refreshedPermissions(server, other.cookie)).token
    const cases = [
      call(server, `${base}/${group.id}/users`, {
        token: otherToken,
        method: 'DELETE',
        body: { userIds: [other.userId] },
      }),
      call(server, `${base}/${group.id}/roles`, {
        token: otherToken,
        method: 'DELETE',
        body: { roleIds: [admin] },
      }),
      call(server, `${base}/${group.id}`, { token: otherToken, method: 'DELETE' }),
      call(server, `${base}/config`, { token: otherToken, body: { enabled: false } }),
    ]
    for (const response of await Promise.all(cases)) expect(response.status).toBe(400)
    expect((await refreshedPermissions(server, other.cookie)).roles).toContain('Admin')
    await server.db
      .insertInto('user_tenant_roles')
      .values({ user_id: server.adminUserId, tenant_id: server.tenantId, role_id: admin })
      .execute()
  })
})

describe('GET users/v3/groups', () => {
  it("answers the group ids of the tenant's users only", async () => {
    const member = await signedInUser(server, 'in-two-groups@example.com', [])
    const first = await createGroup({ name: 'First of two' })
    const second = await createGroup({ name: 'Second of two' })
    for (const group of [first, second])
      await call(server, `${base}/${group.id}/users`, { token, body: { userIds: [member.userId] } })
    const stranger = crypto.randomUUID()
    const response = await call(
      server,
      `/identity/resources/users/v3/groups?ids=${member.userId},${stranger}`,
      { token },
    )
    const body = (await response.json()) as { userId: string; groupIds: string[] }[]
    expect(body.map((entry) => entry.userId)).toEqual([member.userId])
    expect(body[0]?.groupIds.sort()).toEqual([first.id, second.id].sort())
  })
})
