import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPERSONATE_PERMISSION } from '../../../server/src/permissions/impersonate'
import { addUser, call, createTestServer, login } from '../helpers'
import { idOf, permissionsByKey, signedInUser, vendorRoleIdOf } from './fixtures'
import type { TestServer, WireErrorBody } from '../helpers'
import type { WirePermission } from './fixtures'

let server: TestServer
let adminToken: string
let adminRoleId: string
let byKey: Map<string, WirePermission>
/** A permission of the Admin role that neither caller below holds. */
const lacked = 'fe.connectivity.delete.webhooks'
const callers: { name: string; token: string }[] = []

/** What a grant attempt sends. */
interface Attempt {
  method: string
  path: string
  body: unknown
}

/** The tables a grant writes to; a refused grant leaves every one of them as it was. */
const grantTables = [
  'users',
  'tenant_memberships',
  'user_tenant_roles',
  'roles',
  'role_permissions',
  'groups',
  'group_users',
  'group_roles',
  'group_configurations',
  'tenant_invites',
  'sso_configurations',
  'sso_default_roles',
  'sso_groups',
  'sso_group_roles',
  'messages',
]

const snapshot = async () => {
  const parts: string[] = []
  for (const table of grantTables) {
    const { rows } = await sql<{
      digest: string | null
    }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
      server.db,
    )
    parts.push(`${table}:${rows[0]?.digest ?? 'empty'}`)
  }
  return parts
}

const asAdmin = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await call(server, path, { token: adminToken, ...init })
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200)
  return (await response.json()) as Record<string, unknown> & { id: string }
}

/** A member with no roles, the target of direct and group grants. */
const newMember = () => addUser(server, { email: `member-${randomUUID()}@example.com` })

const newGroup = async (roleIds: string[] = []) => {
  const group = await asAdmin('/identity/resources/groups/v1', {
    body: { name: `Group ${randomUUID()}` },
  })
  if (roleIds.length > 0) {
    await asAdmin(`/identity/resources/groups/v1/${group.id}/roles`, { body: { roleIds } })
  }
  return group.id
}

const samlConfiguration = async () =>
  (await asAdmin('/team/resources/sso/v1/configurations', { body: {} })).id

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
  adminRoleId = await vendorRoleIdOf(server, 'Admin')
  byKey = await permissionsByKey(server, adminToken)
  // An Editor (every permission but the delete ones) and an account role holding every
  // permission of Admin but one: both reach every route below, neither may hand out Admin.
  const almostAdmin = await asAdmin('/identity/resources/roles/v1', {
    body: {
      key: 'AlmostAdmin',
      name: 'Almost admin',
      permissions: [...byKey.values()]
        // Impersonating is the vendor's to grant (issue 23): no account role holds it.
        .filter(
          (permission) =>
            permission.key !== lacked &&
            permission.key !== IMPERSONATE_PERMISSION &&
            permission.assignmentType !== 'NEVER',
        )
        .map((permission) => permission.id),
    },
  })
  const editor = await signedInUser(server, 'editor@example.com', ['Editor'])
  const almost = await signedInUser(server, 'almost@example.com', [])
  await server.db
    .insertInto('user_tenant_roles')
    .values({ user_id: almost.userId, tenant_id: server.tenantId, role_id: almostAdmin.id })
    .execute()
  callers.push(
    { name: 'Editor', token: editor.token },
    {
      name: 'Almost admin',
      token: (await login(server, 'almost@example.com', 'member password 123')).token,
    },
  )
})
afterAll(() => server.close())

/**
 * Every role-granting route: each case sets up what it needs as the Admin and answers the grant
 * to attempt, which hands out Admin or a permission the callers lack.
 */
const cases: [string, () => Promise<Attempt>][] = [
  [
    'a member role (PUT team/resources/members/v1)',
    async () => ({
      method: 'PUT',
      path: '/team/resources/members/v1',
      body: { id: await newMember(), roleIds: [adminRoleId] },
    }),
  ],
  [
    'an invitation (POST users/v2)',
    async () => ({
      method: 'POST',
      path: '/identity/resources/users/v2',
      body: { email: `invitee-${randomUUID()}@example.com`, roleIds: [adminRoleId] },
    }),
  ],
  ...(['POST v1', 'POST v2', 'PATCH v1'] as const).map(
    (variant): [string, () => Promise<Attempt>] => [
      `an invite link (${variant} tenants/invites/user)`,
      async () => {
        await call(server, '/identity/resources/tenants/invites/v1/user', {
          token: adminToken,
          method: 'DELETE',
        })
        if (variant === 'PATCH v1') {
          await asAdmin('/identity/resources/tenants/invites/v1/user', { body: {} })
        }
        const [method = 'POST', version = 'v1'] = variant.split(' ')
        return {
          method,
          path: `/identity/resources/tenants/invites/${version}/user`,
          body: { roleIds: [adminRoleId] },
        }
      },
    ],
  ),
  [
    "a group's roles (POST groups/v1/{id}/roles)",
    async () => ({
      method: 'POST',
      path: `/identity/resources/groups/v1/${await newGroup()}/roles`,
      body: { roleIds: [adminRoleId] },
    }),
  ],
  [
    "an Admin group's members (POST groups/v1/{id}/users)",
    async () => ({
      method: 'POST',
      path: `/identity/resources/groups/v1/${await newGroup([adminRoleId])}/users`,
      body: { userIds: [await newMember()] },
    }),
  ],
  ...(['rolesEnabled', 'enabled'] as const).map((flag): [string, () => Promise<Attempt>] => [
    `group roles switched back on (POST groups/v1/config {${flag}: true})`,
    async () => {
      const group = await newGroup([adminRoleId])
      await asAdmin(`/identity/resources/groups/v1/${group}/users`, {
        body: { userIds: [await newMember()] },
      })
      await asAdmin('/identity/resources/groups/v1/config', {
        body: { enabled: true, rolesEnabled: true, [flag]: false },
      })
      return {
        method: 'POST',
        path: '/identity/resources/groups/v1/config',
        body: { [flag]: true },
      }
    },
  ]),
  [
    'a new role (POST roles/v1)',
    async () => ({
      method: 'POST',
      path: '/identity/resources/roles/v1',
      body: {
        key: `r${randomUUID().slice(0, 8)}`,
        name: 'Mine',
        permissions: [idOf(byKey, lacked)],
      },
    }),
  ],
  [
    'a new role from Admin (POST roles/v2 baseRoleId)',
    async () => ({
      method: 'POST',
      path: '/identity/resources/roles/v2',
      body: { key: `r${randomUUID().slice(0, 8)}`, name: 'Copy', baseRoleId: adminRoleId },
    }),
  ],
  [
    "a held role's permissions (PUT roles/v1/{id}/permissions)",
    async () => {
      const read = idOf(byKey, 'fe.secure.read.users')
      const role = await asAdmin('/identity/resources/roles/v1', {
        body: { key: `r${randomUUID().slice(0, 8)}`, name: 'Held', permissions: [read] },
      })
      await asAdmin('/team/resources/members/v1', {
        method: 'PUT',
        body: { id: await newMember(), roleIds: [role.id] },
      })
      return {
        method: 'PUT',
        path: `/identity/resources/roles/v1/${role.id}/permissions`,
        body: { permissionIds: [read, idOf(byKey, lacked)] },
      }
    },
  ],
  [
    "a permission's roles (PUT permissions/v1/{id}/roles)",
    async () => {
      const role = await asAdmin('/identity/resources/roles/v1', {
        body: { key: `r${randomUUID().slice(0, 8)}`, name: 'Target', permissions: [] },
      })
      return {
        method: 'PUT',
        path: `/identity/resources/permissions/v1/${idOf(byKey, lacked)}/roles`,
        body: { roleIds: [role.id] },
      }
    },
  ],
  [
    "an SSO configuration's default roles (PUT sso/v1/configurations/{id}/roles)",
    async () => ({
      method: 'PUT',
      path: `/team/resources/sso/v1/configurations/${await samlConfiguration()}/roles`,
      body: { roleIds: [adminRoleId] },
    }),
  ],
  [
    'an SSO group mapping (POST sso/v1/configurations/{id}/groups)',
    async () => ({
      method: 'POST',
      path: `/team/resources/sso/v1/configurations/${await samlConfiguration()}/groups`,
      body: { group: 'admins', roleIds: [adminRoleId] },
    }),
  ],
  [
    'an SSO group mapping changed (PATCH sso/v1/configurations/{id}/groups/{groupId})',
    async () => {
      const id = await samlConfiguration()
      const base = `/team/resources/sso/v1/configurations/${id}/groups`
      await asAdmin(base, { body: { group: 'staff', roleIds: [] } })
      const groups = (await (await call(server, base, { token: adminToken })).json()) as {
        id: string
      }[]
      return {
        method: 'PATCH',
        path: `${base}/${groups[0]?.id ?? ''}`,
        body: { group: 'staff', roleIds: [adminRoleId] },
      }
    },
  ],
  [
    "the SAML configuration's default roles (POST sso/v1/saml/configurations/roles/default)",
    async () => {
      await samlConfiguration()
      return {
        method: 'POST',
        path: '/team/resources/sso/v1/saml/configurations/roles/default',
        body: { roleIds: [adminRoleId] },
      }
    },
  ],
  [
    'a SAML group mapping (POST sso/v2/saml/configurations/groups)',
    async () => {
      await samlConfiguration()
      return {
        method: 'POST',
        path: '/team/resources/sso/v2/saml/configurations/groups',
        body: { group: `admins-${randomUUID()}`, roleIds: [adminRoleId] },
      }
    },
  ],
  [
    'a SAML group mapping changed (PATCH sso/v2/saml/configurations/groups/{id})',
    async () => {
      await samlConfiguration()
      const base = '/team/resources/sso/v2/saml/configurations/groups'
      const group = `staff-${randomUUID()}`
      await asAdmin(base, { body: { group, roleIds: [] } })
      const groups = (await (await call(server, base, { token: adminToken })).json()) as {
        id: string
        group: string
      }[]
      return {
        method: 'PATCH',
        path: `${base}/${groups.find((entry) => entry.group === group)?.id ?? ''}`,
        body: { group, roleIds: [adminRoleId] },
      }
    },
  ],
]

describe('the escalation guard on every role-granting route', () => {
  it.each(cases)(
    'refuses %s to a member lacking a permission of the grant, changing nothing',
    async (_name, attempt) => {
      const { method, path, body } = await attempt()
      const before = await snapshot()
      const outcomes: string[] = []
      for (const caller of callers) {
        const response = await call(server, path, { method, body, token: caller.token })
        const error = (await response.json()) as WireErrorBody
        outcomes.push(`${caller.name}: ${response.status}`)
        // A sentence a person reads, naming what is lacking by name, never by key.
        expect(error.errors?.[0], caller.name).toMatch(/^[A-Z].* you lack .+/)
        expect(error.errors?.[0]).not.toMatch(/fe\.[a-z-]+\./)
      }
      expect(outcomes).toEqual(callers.map((caller) => `${caller.name}: 403`))
      expect(await snapshot()).toEqual(before)
      // The same grant by the Admin goes through: the refusal was the guard's, not the request's.
      const control = await call(server, path, { method, body, token: adminToken })
      expect(control.ok).toBe(true)
    },
  )
})
