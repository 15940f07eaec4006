import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import { createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

let server: TestServer
let adminToken: string
let connection: TestConnection
const mappings = (id: string) => `/directory/resources/v1/configurations/scim2/${id}/group-mappings`

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
  connection = await createConnection(server, adminToken)
})

afterAll(async () => {
  await server.close()
})

const roleId = async (key: string) =>
  (
    await server.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', key)
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).id

const rolesOf = async (userId: string) =>
  (
    await server.db
      .selectFrom('user_effective_roles as r')
      .innerJoin('roles', 'roles.id', 'r.role_id')
      .select('roles.key')
      .where('r.user_id', '=', userId)
      .where('r.tenant_id', '=', server.tenantId)
      .execute()
  ).map((row) => row.key)

const user = async (email: string) =>
  (await scim(server, connection, '/Users', { body: oktaUser(email) })).body.id as string

describe('SCIM /Groups', () => {
  it('pushes a managedBy scim2 group with members whose mapped roles they hold', async () => {
    const editor = await roleId('Editor')
    const mapped = await call(server, mappings(connection.id), {
      token: adminToken,
      method: 'PUT',
      body: { mappings: [{ group: 'Engineering', roleIds: [editor] }] },
    })
    expect(mapped.status).toBe(200)
    const alice = await user('alice@groups.example')
    const bob = await user('bob@groups.example')
    const pushed = await scim(server, connection, '/Groups', {
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'engineering',
        members: [{ value: alice }],
      },
    })
    expect(pushed.status).toBe(201)
    expect(pushed.body.members).toEqual([{ value: alice, display: 'alice@groups.example' }])
    expect(await rolesOf(alice)).toContain('Editor')
    expect(await rolesOf(bob)).not.toContain('Editor')
    const groups = await call(server, '/identity/resources/groups/v1', { token: adminToken })
    const listed = (await groups.json()) as { id: string; managedBy: string }[]
    expect(listed.find((g) => g.id === pushed.body.id)?.managedBy).toBe('scim2')
    const edit = await call(server, `/identity/resources/groups/v1/${pushed.body.id}`, {
      token: adminToken,
      method: 'PATCH',
      body: { name: 'Renamed' },
    })
    expect(edit.status).toBe(403)
    const patched = await scim(server, connection, `/Groups/${pushed.body.id}`, {
      method: 'PATCH',
      body: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [
          { op: 'add', path: 'members', value: [{ value: bob }] },
          { op: 'remove', path: `members[value eq "${alice}"]` },
        ],
      },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.members.map((m: { value: string }) => m.value)).toEqual([bob])
    expect(await rolesOf(alice)).not.toContain('Editor')
    expect(await rolesOf(bob)).toContain('Editor')
    const filtered = await scim(
      server,
      connection,
      `/Groups?filter=${encodeURIComponent('displayName eq "ENGINEERING"')}&excludedAttributes=members`,
    )
    expect(filtered.body.totalResults).toBe(1)
    expect(filtered.body.Resources[0]).not.toHaveProperty('members')
    expect(
      (await scim(server, connection, `/Groups/${pushed.body.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    expect(await rolesOf(bob)).not.toContain('Editor')
  })

  it('refuses members that are not users of the connection, and a name taken (409)', async () => {
    const outsider = await addUser(server, { email: 'outsider@groups.example' })
    const refused = await scim(server, connection, '/Groups', {
      body: { displayName: 'Sneaky', members: [{ value: outsider }] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.scimType).toBe('invalidValue')
    await scim(server, connection, '/Groups', { body: { displayName: 'Sales' } })
    const twice = await scim(server, connection, '/Groups', { body: { displayName: 'sales' } })
    expect(twice.status).toBe(409)
    expect(twice.body.scimType).toBe('uniqueness')
  })

  it('maps only roles the administrator may grant (the escalation guard)', async () => {
    await addUser(server, {
      email: 'editor@groups.example',
      password: admin.password,
      roleKeys: ['Editor'],
    })
    const editorToken = (await login(server, 'editor@groups.example')).token
    const refused = await call(server, mappings(connection.id), {
      token: editorToken,
      method: 'PUT',
      body: { mappings: [{ group: 'Admins', roleIds: [await roleId('Admin')] }] },
    })
    expect([403]).toContain(refused.status)
    const read = await call(server, mappings(connection.id), { token: adminToken })
    expect(await read.json()).toEqual({
      mappings: [{ group: 'engineering', roleIds: [await roleId('Editor')] }],
    })
  })
})
