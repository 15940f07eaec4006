import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addTenant, addUser, call, createTestServer, login, vendorEnv } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * A member acts only on members whose permissions it holds too: Support (users write, but not
 * the Admin's other rights) cannot lock, disable, enable, remove, demote or make temporary an
 * administrator; an administrator can act on Support, and on another administrator.
 */
let server: TestServer
const password = 'correct horse battery'
let tenantId: string
let adminToken: string
let supportToken: string
let secondAdminId: string
let otherSupportId: string
let adminRoleId: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  await writeVendorConfiguration(server.db, { temporaryUsersEnabled: true }, new Date())
  ;({ tenantId } = await addTenant(server, 'guarded', 'admin@guarded.example'))
  adminToken = (await login(server, 'admin@guarded.example', password)).token
  secondAdminId = await addUser(server, {
    email: 'second@guarded.example',
    password,
    tenantId,
    roleKeys: ['Admin'],
  })
  await addUser(server, {
    email: 'support@guarded.example',
    password,
    tenantId,
    roleKeys: ['Support'],
  })
  otherSupportId = await addUser(server, {
    email: 'other.support@guarded.example',
    password,
    tenantId,
    roleKeys: ['Support'],
  })
  supportToken = (await login(server, 'support@guarded.example', password)).token
  const admin = await server.db
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', 'is', null)
    .where('key', '=', 'Admin')
    .executeTakeFirstOrThrow()
  adminRoleId = admin.id
})
afterAll(() => server.close())

/** Each change on one member, as the Team page sends it. */
const changes = (token: string, userId: string) => ({
  lock: () => call(server, `/identity/resources/users/v1/${userId}/lock`, { token, body: {} }),
  disable: () =>
    call(server, `/identity/resources/tenants/users/v1/${userId}/disable`, { token, body: {} }),
  enable: () =>
    call(server, `/identity/resources/tenants/users/v1/${userId}/enable`, { token, body: {} }),
  demote: () =>
    call(server, '/team/resources/members/v1', {
      token,
      method: 'PUT',
      body: { id: userId, roleIds: [] },
    }),
  temporary: () =>
    call(server, `/identity/resources/users/temporary/v1/${userId}`, {
      token,
      method: 'PUT',
      body: { expirationInSeconds: 3600 },
    }),
  permanent: () =>
    call(server, `/identity/resources/users/temporary/v1/${userId}`, { token, method: 'DELETE' }),
  remove: () => call(server, `/team/resources/members/v1/${userId}`, { token, method: 'DELETE' }),
})

const state = async (userId: string) => {
  const user = await server.db
    .selectFrom('users')
    .select('locked_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const membership = await server.db
    .selectFrom('tenant_memberships')
    .select(['is_disabled', 'temporary_expires_at'])
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  const roles = await server.db
    .selectFrom('user_tenant_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute()
  return { user, membership, roles: roles.map((row) => row.role_id) }
}

describe('acting on a stronger member', () => {
  it('is refused to Support on every change of an administrator, saying why; nothing changes', async () => {
    const before = await state(secondAdminId)
    expect(before.roles).toEqual([adminRoleId])
    const { remove, ...rest } = changes(supportToken, secondAdminId)
    // Support may not remove anyone (it lacks the delete permission, which the route says first).
    expect((await remove()).status).toBe(403)
    for (const [name, change] of Object.entries(rest)) {
      const response = await change()
      const body = (await response.json()) as WireErrorBody
      expect({ name, status: response.status }).toEqual({ name, status: 403 })
      expect(body.errors[0]).toMatch(
        /^You can only manage members whose permissions you hold yourself; second@guarded\.example also holds /,
      )
      expect(body.errors[0]).not.toMatch(/fe\.secure/)
    }
    expect(await state(secondAdminId)).toEqual(before)
  })

  it('is allowed on an equal member: Support locks and unlocks another Support member', async () => {
    const act = changes(supportToken, otherSupportId)
    expect((await act.lock()).status).toBe(200)
    expect((await state(otherSupportId)).user.locked_until).not.toBeNull()
    const unlocked = await call(server, `/identity/resources/users/v1/${otherSupportId}/unlock`, {
      token: supportToken,
      body: {},
    })
    expect(unlocked.status).toBe(200)
  })

  it('is allowed to an administrator, on Support and on another administrator', async () => {
    expect((await changes(adminToken, otherSupportId).disable()).status).toBe(200)
    expect((await changes(adminToken, otherSupportId).enable()).status).toBe(200)
    expect((await changes(adminToken, secondAdminId).temporary()).status).toBe(200)
    expect((await changes(adminToken, secondAdminId).permanent()).status).toBe(200)
    expect((await changes(adminToken, secondAdminId).lock()).status).toBe(200)
  })
})
