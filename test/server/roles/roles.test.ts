import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login } from '../helpers'
import { idOf, permissionsByKey, signedInUser, vendorRoleIdOf } from './fixtures'
import type { TestServer, WireErrorBody } from '../helpers'
import type { WirePermission, WireRole } from './fixtures'

let server: TestServer
let token: string
let byKey: Map<string, WirePermission>

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  byKey = await permissionsByKey(server, token)
})
afterAll(() => server.close())

const create = (body: Record<string, unknown>, as = token, version = 'v2') =>
  call(server, `/identity/resources/roles/${version}`, { token: as, body })

describe('roles', () => {
  it('creates, renames, re-permissions and deletes an account role, with audit rows', async () => {
    const readUsers = idOf(byKey, 'fe.secure.read.users')
    const created = await create({ key: 'auditor', name: 'Auditor', permissionIds: [readUsers] })
    expect(created.status).toBe(200)
    const role = (await created.json()) as WireRole
    expect(role).toMatchObject({ key: 'auditor', tenantId: server.tenantId })
    expect(role.permissions).toEqual([readUsers])
    const path = `/identity/resources/roles/v1/${role.id}`
    const renamed = await call(server, path, { token, method: 'PATCH', body: { name: 'Auditors' } })
    expect(((await renamed.json()) as WireRole).name).toBe('Auditors')
    const audits = idOf(byKey, 'fe.secure.read.audits')
    const put = await call(server, `${path}/permissions`, {
      token,
      method: 'PUT',
      body: { permissionIds: [readUsers, audits] },
    })
    expect(((await put.json()) as WireRole).permissions.sort()).toEqual([readUsers, audits].sort())
    const listed = (await (
      await call(server, '/identity/resources/roles/v1', { token })
    ).json()) as WireRole[]
    expect(listed.find((r) => r.id === role.id)?.name).toBe('Auditors')
    expect((await call(server, path, { token, method: 'DELETE' })).status).toBe(200)
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('json', '@>', JSON.stringify({ roleId: role.id }))
      .execute()
    expect(actions.map((row) => row.action).sort()).toEqual(
      ['role.created', 'role.deleted', 'role.permissions.updated', 'role.updated'].sort(),
    )
  })

  it('v1 takes permissions, v2 a base role whose permissions the new one starts from', async () => {
    const viewer = await vendorRoleIdOf(server, 'Viewer')
    const v1 = await create(
      { key: 'v1role', name: 'V1', permissions: [idOf(byKey, 'fe.secure.read.roles')] },
      token,
      'v1',
    )
    expect(((await v1.json()) as WireRole).permissions).toEqual([
      idOf(byKey, 'fe.secure.read.roles'),
    ])
    const v2 = (await (
      await create({ key: 'fromViewer', name: 'From viewer', baseRoleId: viewer })
    ).json()) as WireRole
    expect(v2.permissions.sort()).toEqual(
      [idOf(byKey, 'fe.secure.read.users'), idOf(byKey, 'fe.secure.read.roles')].sort(),
    )
  })

  it('answers 400 naming the field, 409 for a taken or vendor key, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'x', name: '' }, 'name'],
      [{ key: 'bad key!', name: 'Bad' }, 'key'],
      [{ key: 'long', name: 'Long', description: 'd'.repeat(501) }, 'description'],
      [{ key: 'unknown', name: 'Unknown', permissionIds: ['nope'] }, 'permissionIds'],
    ]
    for (const [body, field] of cases) {
      const response = await create(body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as WireErrorBody).errors[0]).toContain(field)
    }
    expect((await create({ key: 'Admin', name: 'Fake admin' })).status).toBe(409)
    await create({ key: 'twice', name: 'Twice' })
    expect((await create({ key: 'twice', name: 'Twice again' })).status).toBe(409)
    const keys = await server.db
      .selectFrom('roles')
      .select('key')
      .where('tenant_id', '=', server.tenantId)
      .execute()
    expect(keys.map((row) => row.key)).not.toContain('unknown')
  })

  it('refuses to change a vendor role (403) and roles of another account look absent (404)', async () => {
    const admin = await vendorRoleIdOf(server, 'Admin')
    const patch = await call(server, `/identity/resources/roles/v1/${admin}`, {
      token,
      method: 'PATCH',
      body: { name: 'Boss' },
    })
    expect(patch.status).toBe(403)
    const missing = await call(server, `/identity/resources/roles/v1/${crypto.randomUUID()}`, {
      token,
      method: 'DELETE',
    })
    expect(missing.status).toBe(404)
  })

  it('refuses privilege escalation: an admin may only create, edit or grant what they hold', async () => {
    const editor = await signedInUser(server, 'escalating-editor@example.com', ['Editor'])
    const deleteUsers = idOf(byKey, 'fe.secure.delete.users')
    const refused = await create(
      { key: 'deleter', name: 'Deleter', permissionIds: [deleteUsers] },
      editor.token,
    )
    expect(refused.status).toBe(403)
    // The permission by its name, never by its key: a person reads this sentence.
    expect(((await refused.json()) as WireErrorBody).errors[0]).toMatch(/you lack Delete Users$/)
    const own = (await (
      await create(
        { key: 'writer', name: 'Writer', permissionIds: [idOf(byKey, 'fe.secure.write.users')] },
        editor.token,
      )
    ).json()) as WireRole
    const grow = await call(server, `/identity/resources/roles/v1/${own.id}/permissions`, {
      token: editor.token,
      method: 'PUT',
      body: { permissionIds: [deleteUsers] },
    })
    expect(grow.status).toBe(403)
    // A role the admin made beyond the editor's reach cannot be edited or deleted by the editor.
    const big = (await (
      await create({ key: 'big', name: 'Big', permissionIds: [deleteUsers] })
    ).json()) as WireRole
    const edit = await call(server, `/identity/resources/roles/v1/${big.id}`, {
      token: editor.token,
      method: 'PATCH',
      body: { name: 'Small' },
    })
    expect(edit.status).toBe(403)
    const attach = await call(server, `/identity/resources/permissions/v1/${deleteUsers}/roles`, {
      token: editor.token,
      method: 'PUT',
      body: { roleIds: [own.id] },
    })
    expect(attach.status).toBe(403)
    const still = await server.db
      .selectFrom('role_permissions')
      .select('permission_id')
      .where('role_id', '=', own.id)
      .execute()
    expect(still.map((row) => row.permission_id)).toEqual([idOf(byKey, 'fe.secure.write.users')])
  })

  it('honours assignment types: NEVER is refused, ALWAYS is on every account role', async () => {
    const never = idOf(byKey, 'fe.secure.delete.samlConfiguration')
    const always = idOf(byKey, 'fe.usage.read')
    await server.db
      .updateTable('permissions')
      .set({ assignment_type: 'NEVER' })
      .where('id', '=', never)
      .execute()
    await server.db
      .updateTable('permissions')
      .set({ assignment_type: 'ALWAYS' })
      .where('id', '=', always)
      .execute()
    try {
      const refused = await create({ key: 'never', name: 'Never', permissionIds: [never] })
      expect(refused.status).toBe(400)
      const role = (await (
        await create({ key: 'plain', name: 'Plain', permissionIds: [] })
      ).json()) as WireRole
      expect(role.permissions).toEqual([always])
      const listed = (await permissionsByKey(server, token)).get('fe.usage.read')
      expect(listed?.assignmentType).toBe('ALWAYS')
    } finally {
      await server.db
        .updateTable('permissions')
        .set({ assignment_type: 'ASSIGNABLE' })
        .where('id', 'in', [never, always])
        .execute()
    }
  })

  it('lists permissions by category and the categories with their permission ids', async () => {
    const response = await call(server, '/identity/resources/permissions/v1/categories', { token })
    const categories = (await response.json()) as { id: string; permissionIds: string[] }[]
    const users = categories.find((category) => category.id === 'Users')
    expect(users?.permissionIds.sort()).toEqual(
      [
        'fe.secure.read.users',
        'fe.secure.write.users',
        'fe.secure.delete.users',
        'fe.secure.impersonate.users',
      ]
        .map((key) => idOf(byKey, key))
        .sort(),
    )
  })

  it('gives a default account role to new members', async () => {
    const role = (await (
      await create({ key: 'starter', name: 'Starter', isDefault: true })
    ).json()) as WireRole
    const { rolesForNewMember } = await import('../../../server/src/sign-up/repository')
    expect(await rolesForNewMember(server.db, server.tenantId, undefined)).toContain(role.id)
  })
})
