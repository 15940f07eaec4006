import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

/**
 * The cross-tenant matrix (issue 11): an administrator of tenant A, holding every permission,
 * calls every team, role and group route with ids of tenant B. Each row must answer 404 or 403
 * (`refused`), or answer without any of B's data (`hidden`: list reads that filter by tenant),
 * and after all rows tenant B's rows are exactly as before.
 *
 * To add routes: append rows to `rows` (and, when they need ids of B that `OtherTenant` lacks,
 * create them in `setUpOtherTenant` and add them to the interface).
 */
interface OtherTenant {
  tenantId: string
  adminId: string
  memberId: string
  memberEmail: string
  pendingId: string
  pendingEmail: string
  /** A role of tenant B's own. */
  roleId: string
  /** A group of tenant B, with the member and B's role in it. */
  groupId: string
  /** A MANAGED_ACCESS application offered to A and B, B's member assigned to it. */
  appId: string
}

/** What the caller of tenant A has at hand. */
interface Caller {
  memberId: string
  tenantId: string
}

interface Row {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: (b: OtherTenant) => string | Promise<string>
  body?: (b: OtherTenant, a: Caller) => unknown
  /** `refused`: 403 or 404 (400 where the id is a value in the body). `hidden`: 200 without B. */
  expect: 'refused' | 'hidden'
}

const users = '/identity/resources/users'
const roles = '/identity/resources/roles'
const permissions = '/identity/resources/permissions/v1'
const groups = '/identity/resources/groups/v1'
const anyPermission = (b: OtherTenant) => ({ roleIds: [b.roleId] })
const applications = '/identity/resources/applications/v1'
const tenantApps = '/applications/resources/applications/tenant-assignments'

const rows: Row[] = [
  {
    name: 'users v3 of B by ids',
    method: 'GET',
    path: (b) => `${users}/v3?ids=${b.memberId}`,
    expect: 'hidden',
  },
  {
    name: 'users v3 of B by _tenantId',
    method: 'GET',
    path: (b) => `${users}/v3?_tenantId=${b.tenantId}`,
    expect: 'refused',
  },
  {
    name: 'roles of B users',
    method: 'GET',
    path: (b) => `${users}/v3/roles?ids=${b.memberId},${b.adminId}`,
    expect: 'hidden',
  },
  {
    name: 'remove member',
    method: 'DELETE',
    path: (b) => `/team/resources/members/v1/${b.memberId}`,
    expect: 'refused',
  },
  {
    name: 'remove admin',
    method: 'DELETE',
    path: (b) => `/team/resources/members/v1/${b.adminId}`,
    expect: 'refused',
  },
  {
    name: 'update member roles',
    method: 'PUT',
    path: () => '/team/resources/members/v1',
    body: (b) => ({ id: b.memberId, roleIds: [] }),
    expect: 'refused',
  },
  {
    name: "grant B's role to A's member",
    method: 'PUT',
    path: () => '/team/resources/members/v1',
    body: (b, a) => ({ id: a.memberId, roleIds: [b.roleId] }),
    expect: 'refused',
  },
  {
    name: 'lock',
    method: 'POST',
    path: (b) => `${users}/v1/${b.memberId}/lock`,
    expect: 'refused',
  },
  {
    name: 'unlock',
    method: 'POST',
    path: (b) => `${users}/v1/${b.memberId}/unlock`,
    expect: 'refused',
  },
  {
    name: 'disable',
    method: 'POST',
    path: (b) => `/identity/resources/tenants/users/v1/${b.memberId}/disable`,
    expect: 'refused',
  },
  {
    name: 'enable',
    method: 'POST',
    path: (b) => `/identity/resources/tenants/users/v1/${b.memberId}/enable`,
    expect: 'refused',
  },
  {
    name: 'make temporary',
    method: 'PUT',
    path: (b) => `${users}/temporary/v1/${b.memberId}`,
    body: () => ({ expirationInSeconds: 3600 }),
    expect: 'refused',
  },
  {
    name: 'make permanent',
    method: 'DELETE',
    path: (b) => `${users}/temporary/v1/${b.memberId}`,
    expect: 'refused',
  },
  {
    name: 'revoke sessions',
    method: 'POST',
    path: () => `${users}/sessions/v1/revoke`,
    body: (b) => ({ userId: b.memberId }),
    expect: 'refused',
  },
  {
    name: 'resend invitation',
    method: 'POST',
    path: () => `${users}/v1/invitation/reset`,
    body: (b) => ({ email: b.pendingEmail }),
    expect: 'refused',
  },
  {
    name: 'resend invitation to all tenants',
    method: 'POST',
    path: () => `${users}/v1/invitation/reset/all`,
    body: (b) => ({ email: b.pendingEmail }),
    expect: 'refused',
  },
  {
    name: "invite with B's role",
    method: 'POST',
    path: () => `${users}/v2`,
    body: (b) => ({ email: 'newcomer@a.example', roleIds: [b.roleId] }),
    expect: 'refused',
  },
  { name: 'roles list', method: 'GET', path: () => `${roles}/v1`, expect: 'hidden' },
  { name: 'permissions list', method: 'GET', path: () => permissions, expect: 'hidden' },
  {
    name: "rename B's role",
    method: 'PATCH',
    path: (b) => `${roles}/v1/${b.roleId}`,
    body: () => ({ name: 'Taken over' }),
    expect: 'refused',
  },
  {
    name: "delete B's role",
    method: 'DELETE',
    path: (b) => `${roles}/v1/${b.roleId}`,
    expect: 'refused',
  },
  {
    name: "set B's role permissions",
    method: 'PUT',
    path: (b) => `${roles}/v1/${b.roleId}/permissions`,
    body: () => ({ permissionIds: [] }),
    expect: 'refused',
  },
  {
    name: "create a role from B's role",
    method: 'POST',
    path: () => `${roles}/v2`,
    body: (b) => ({ key: 'copy', name: 'Copy', permissionIds: [], baseRoleId: b.roleId }),
    expect: 'refused',
  },
  {
    name: "attach a permission to B's role",
    method: 'PUT',
    path: async () => `${permissions}/${await firstPermissionId()}/roles`,
    body: anyPermission,
    expect: 'refused',
  },
  {
    name: 'groups list',
    method: 'GET',
    path: () => `${groups}?_groupsRelations=rolesAndUsers`,
    expect: 'hidden',
  },
  {
    name: "B's group by id",
    method: 'GET',
    path: (b) => `${groups}/${b.groupId}?_groupsRelations=rolesAndUsers`,
    expect: 'refused',
  },
  {
    name: "bulk get B's group",
    method: 'POST',
    path: () => `${groups}/bulkGet?_groupsRelations=rolesAndUsers`,
    body: (b) => ({ groupsIds: [b.groupId] }),
    expect: 'hidden',
  },
  {
    name: "rename B's group",
    method: 'PATCH',
    path: (b) => `${groups}/${b.groupId}`,
    body: () => ({ name: 'Taken over' }),
    expect: 'refused',
  },
  {
    name: "delete B's group",
    method: 'DELETE',
    path: (b) => `${groups}/${b.groupId}`,
    expect: 'refused',
  },
  {
    name: "add A's member to B's group",
    method: 'POST',
    path: (b) => `${groups}/${b.groupId}/users`,
    body: (_b, a) => ({ userIds: [a.memberId] }),
    expect: 'refused',
  },
  {
    name: "remove B's member from B's group",
    method: 'DELETE',
    path: (b) => `${groups}/${b.groupId}/users`,
    body: (b) => ({ userIds: [b.memberId] }),
    expect: 'refused',
  },
  {
    name: "add B's role to B's group",
    method: 'POST',
    path: (b) => `${groups}/${b.groupId}/roles`,
    body: anyPermission,
    expect: 'refused',
  },
  {
    name: "remove B's role from B's group",
    method: 'DELETE',
    path: (b) => `${groups}/${b.groupId}/roles`,
    body: anyPermission,
    expect: 'refused',
  },
  {
    name: "put B's member in A's group",
    method: 'POST',
    path: async () => `${groups}/${await ownGroupId()}/users`,
    body: (b) => ({ userIds: [b.memberId] }),
    expect: 'refused',
  },
  {
    name: "give A's group B's role",
    method: 'POST',
    path: async () => `${groups}/${await ownGroupId()}/roles`,
    body: anyPermission,
    expect: 'refused',
  },
  {
    name: 'applications of B users',
    method: 'GET',
    path: (b) => `${applications}/users-apps?userIds=${b.memberId},${b.adminId}`,
    expect: 'hidden',
  },
  {
    name: "B member's applications",
    method: 'GET',
    path: (b) => `${applications}/${b.memberId}/apps`,
    expect: 'refused',
  },
  {
    name: 'users of an application shared with B',
    method: 'GET',
    path: (b) => `${applications}/apps-users?appIds=${b.appId}`,
    expect: 'hidden',
  },
  {
    name: 'assign an application to B member in B',
    method: 'POST',
    path: () => `${applications}/apps-user`,
    body: (b) => ({ userId: b.adminId, tenantId: b.tenantId, appIds: [b.appId] }),
    expect: 'refused',
  },
  {
    name: 'assign an application to B member in A',
    method: 'POST',
    path: () => `${applications}/apps-user`,
    body: (b, a) => ({ userId: b.adminId, tenantId: a.tenantId, appIds: [b.appId] }),
    expect: 'refused',
  },
  {
    name: 'unassign B member in B',
    method: 'DELETE',
    path: () => `${applications}/user-apps`,
    body: (b) => ({ userId: b.memberId, tenantId: b.tenantId, appIds: [b.appId] }),
    expect: 'refused',
  },
  {
    name: 'unassign B member in A',
    method: 'DELETE',
    path: () => `${applications}/user-apps`,
    body: (b, a) => ({ userId: b.memberId, tenantId: a.tenantId, appIds: [b.appId] }),
    expect: 'refused',
  },
  {
    name: 'tenant applications v1',
    method: 'GET',
    path: () => `${tenantApps}/v1`,
    expect: 'hidden',
  },
  {
    name: 'tenant applications v2',
    method: 'GET',
    path: () => `${tenantApps}/v2`,
    expect: 'hidden',
  },
]

let server: TestServer
let token: string
let other: OtherTenant
let caller: Caller

const setUpOtherTenant = async (): Promise<OtherTenant> => {
  const b = await addTenant(server, 'Tenant B', 'admin@b.example')
  const memberEmail = 'member@b.example'
  const memberId = await addUser(server, {
    email: memberEmail,
    password: admin.password,
    tenantId: b.tenantId,
    roleKeys: ['Viewer'],
  })
  await login(server, memberEmail, admin.password)
  const adminToken = (await login(server, 'admin@b.example', admin.password)).token
  const pendingEmail = 'pending@b.example'
  const invited = await call(server, `${users}/v2`, {
    token: adminToken,
    body: { email: pendingEmail },
  })
  const pendingId = ((await invited.json()) as { id: string }).id
  const roleId = randomUUID()
  await server.db
    .insertInto('roles')
    .values({ id: roleId, tenant_id: b.tenantId, key: 'BOnly', name: 'B only' })
    .execute()
  const groupId = randomUUID()
  await server.db
    .insertInto('groups')
    .values({ id: groupId, tenant_id: b.tenantId, name: 'B group' })
    .execute()
  await server.db
    .insertInto('group_users')
    .values({ group_id: groupId, user_id: memberId, tenant_id: b.tenantId })
    .execute()
  await server.db.insertInto('group_roles').values({ group_id: groupId, role_id: roleId }).execute()
  const appId = randomUUID()
  await server.db
    .insertInto('oauth_clients')
    .values({
      id: appId,
      name: 'Shared app',
      description: '',
      app_url: '',
      login_url: '',
      logo_url: '',
      type: 'web',
      frontend_stack: '',
      is_active: true,
      secret_hash: null,
      updated_at: new Date(),
      access_type: 'MANAGED_ACCESS',
      client_type: 'public',
      redirect_uris: JSON.stringify(['https://shared.example.com/cb']),
      post_logout_redirect_uris: '[]',
    })
    .execute()
  await server.db
    .insertInto('application_tenants')
    .values([
      { app_id: appId, tenant_id: b.tenantId },
      { app_id: appId, tenant_id: server.tenantId },
    ])
    .execute()
  await server.db
    .insertInto('application_users')
    .values({ app_id: appId, tenant_id: b.tenantId, user_id: memberId })
    .execute()
  return {
    appId,
    groupId,
    tenantId: b.tenantId,
    adminId: b.userId,
    memberId,
    memberEmail,
    pendingId,
    pendingEmail,
    roleId,
  }
}

/** Everything of tenant B a route could change, as comparable text. */
const snapshotOf = async (b: OtherTenant) => {
  const ids = [b.adminId, b.memberId, b.pendingId]
  const [memberships, roles, accounts, sessions, messages] = await Promise.all([
    server.db
      .selectFrom('tenant_memberships')
      .selectAll()
      .where('tenant_id', '=', b.tenantId)
      .orderBy('user_id')
      .execute(),
    server.db
      .selectFrom('user_tenant_roles')
      .selectAll()
      .where('tenant_id', '=', b.tenantId)
      .orderBy('user_id')
      .orderBy('role_id')
      .execute(),
    server.db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    server.db
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute(),
    server.db.selectFrom('messages').select('id').where('tenant_id', '=', b.tenantId).execute(),
  ])
  const [ownRoles, grants, groupRows, groupUsers, groupRoles] = await Promise.all([
    server.db.selectFrom('roles').selectAll().where('tenant_id', '=', b.tenantId).execute(),
    server.db.selectFrom('role_permissions').selectAll().where('role_id', '=', b.roleId).execute(),
    server.db.selectFrom('groups').selectAll().where('tenant_id', '=', b.tenantId).execute(),
    server.db.selectFrom('group_users').selectAll().where('tenant_id', '=', b.tenantId).execute(),
    server.db.selectFrom('group_roles').selectAll().where('group_id', '=', b.groupId).execute(),
  ])
  const appUsers = await server.db
    .selectFrom('application_users')
    .selectAll()
    .where('tenant_id', '=', b.tenantId)
    .execute()
  return JSON.stringify({
    appUsers,
    memberships,
    roles,
    accounts,
    sessions,
    messages: messages.length,
    groups: { ownRoles, grants, groupRows, groupUsers, groupRoles },
  })
}

/** Any permission's id, for the permission-to-roles route. */
const firstPermissionId = async () =>
  (await server.db.selectFrom('permissions').select('id').orderBy('key').executeTakeFirstOrThrow())
    .id

/** A group of tenant A, made once. */
let ownGroup: string | undefined
const ownGroupId = async () => {
  ownGroup ??= (
    (await (await call(server, groups, { token, body: { name: 'A group' } })).json()) as {
      id: string
    }
  ).id
  return ownGroup
}

beforeAll(async () => {
  server = await createTestServer()
  other = await setUpOtherTenant()
  caller = {
    memberId: await addUser(server, { email: 'member@a.example', roleKeys: ['Viewer'] }),
    tenantId: server.tenantId,
  }
  token = (await login(server)).token
})
afterAll(() => server.close())

describe('cross-tenant matrix: an administrator of A with ids of B', () => {
  it('leaves every row of B as it was after every route', async () => {
    const before = await snapshotOf(other)
    for (const row of rows) {
      await call(server, await row.path(other), {
        method: row.method,
        token,
        ...(row.body ? { body: row.body(other, caller) } : {}),
      })
    }
    expect(await snapshotOf(other)).toBe(before)
  })

  it.each(rows)('$method $name is refused or hides B', async (row) => {
    const response = await call(server, await row.path(other), {
      method: row.method,
      token,
      ...(row.body ? { body: row.body(other, caller) } : {}),
    })
    const text = await response.text()
    if (row.expect === 'hidden') {
      expect(response.status).toBe(200)
      for (const id of [other.memberId, other.adminId, other.tenantId, other.roleId, other.groupId])
        expect(text).not.toContain(id)
    } else {
      expect([400, 403, 404]).toContain(response.status)
      expect(JSON.parse(text)).toMatchObject({ errors: [expect.any(String)] })
    }
  })
})
