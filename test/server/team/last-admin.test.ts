import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import {
  addTenant,
  addUser,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
const password = 'correct horse battery'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  await writeVendorConfiguration(server.db, { temporaryUsersEnabled: true }, new Date())
})
afterAll(() => server.close())

/** A tenant of its own with its only administrator signed in, and a Support member. */
const tenantWithOneAdmin = async (name: string) => {
  const { tenantId, userId } = await addTenant(server, name, `admin@${name}.example`)
  const adminToken = (await login(server, `admin@${name}.example`, password)).token
  const supportId = await addUser(server, {
    email: `support@${name}.example`,
    password,
    tenantId,
    roleKeys: ['Support'],
  })
  const supportToken = (await login(server, `support@${name}.example`, password)).token
  return { tenantId, adminId: userId, adminToken, supportId, supportToken }
}

const lock = (token: string, userId: string) =>
  call(server, `/identity/resources/users/v1/${userId}/lock`, { token, body: {} })

const makeTemporary = (token: string, userId: string) =>
  call(server, `/identity/resources/users/temporary/v1/${userId}`, {
    token,
    method: 'PUT',
    body: { expirationInSeconds: 60 },
  })

const refusal = async (response: Response) => ({
  status: response.status,
  error: ((await response.json()) as WireErrorBody).errors[0],
})

const adminState = async (userId: string, tenantId: string) => {
  const user = await server.db
    .selectFrom('users')
    .select('locked_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const membership = await server.db
    .selectFrom('tenant_memberships')
    .select('temporary_expires_at')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()
  return { lockedUntil: user.locked_until, expiresAt: membership.temporary_expires_at }
}

describe('the last administrator', () => {
  it('cannot be locked, by itself, nor made temporary: 400 saying why, nothing changed', async () => {
    const { tenantId, adminId, adminToken, supportToken } = await tenantWithOneAdmin('solo')
    // Support may not act on an administrator at all (test/server/team/manage-guard.test.ts).
    expect(await refusal(await lock(supportToken, adminId))).toMatchObject({ status: 403 })
    expect(await refusal(await lock(adminToken, adminId))).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be locked',
    })
    expect(await refusal(await makeTemporary(adminToken, adminId))).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be made temporary',
    })
    expect(await adminState(adminId, tenantId)).toEqual({ lockedUntil: null, expiresAt: null })
  })

  it('does not count a locked or temporary administrator as keeping the account administered', async () => {
    const { tenantId, adminId, adminToken } = await tenantWithOneAdmin('pair')
    const secondId = await addUser(server, { email: 'second@pair.example', password, tenantId })
    const adminRole = await server.db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', 'is', null)
      .where('key', '=', 'Admin')
      .executeTakeFirstOrThrow()
    await call(server, '/team/resources/members/v1', {
      token: adminToken,
      method: 'PUT',
      body: { id: secondId, roleIds: [adminRole.id] },
    })
    // With two administrators, one may be made temporary…
    expect((await makeTemporary(adminToken, secondId)).status).toBe(200)
    // …but then the other is the last one that stays: it cannot be locked, disabled or removed.
    expect(await refusal(await lock(adminToken, adminId))).toMatchObject({ status: 400 })
    const disabled = await call(server, `/identity/resources/tenants/users/v1/${adminId}/disable`, {
      token: adminToken,
      body: {},
    })
    expect(await refusal(disabled)).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be disabled',
    })
    // Made permanent again, the second one counts: the first may now be locked.
    await call(server, `/identity/resources/users/temporary/v1/${secondId}`, {
      token: adminToken,
      method: 'DELETE',
    })
    expect((await lock(adminToken, adminId)).status).toBe(200)
    // And now the locked one does not count: the second cannot be locked or disabled.
    const secondToken = (await login(server, 'second@pair.example', password)).token
    expect(await refusal(await lock(secondToken, secondId))).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be locked',
    })
    const demoted = await call(server, '/team/resources/members/v1', {
      token: secondToken,
      method: 'PUT',
      body: { id: secondId, roleIds: [] },
    })
    expect(await refusal(demoted)).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot lose the Admin role',
    })
  })
})

describe('the last administrator beside a super user', () => {
  it('counts only administrators by assignment: a super user’s derived Admin does not keep the account administered', async () => {
    const { tenantId, adminId, adminToken, supportId, supportToken } =
      await tenantWithOneAdmin('boss')
    const vendorToken = await vendorLogin(server)
    const superUser = (superUser: boolean) =>
      vendorCall(server, vendorToken, `/identity/resources/users/v1/${supportId}/superuser`, {
        method: 'PUT',
        body: { superUser },
      })
    expect((await superUser(true)).status).toBe(200)
    // The super user acts as an administrator (they may lock a member)…
    const memberId = await addUser(server, { email: 'member@boss.example', password, tenantId })
    expect((await lock(supportToken, memberId)).status).toBe(200)
    // …but the only administrator by assignment stays the last one: not locked, not disabled.
    expect(await refusal(await lock(adminToken, adminId))).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be locked',
    })
    const disabled = await call(server, `/identity/resources/tenants/users/v1/${adminId}/disable`, {
      token: adminToken,
      body: {},
    })
    expect(await refusal(disabled)).toEqual({
      status: 400,
      error: 'The last administrator of the account cannot be disabled',
    })
    // When the vendor clears the flag, the account still has its administrator.
    expect((await superUser(false)).status).toBe(200)
    expect(await adminState(adminId, tenantId)).toEqual({ lockedUntil: null, expiresAt: null })
    expect((await lock(adminToken, memberId)).status).toBe(200)
  })
})

describe('PUT users/temporary/v1/configuration', () => {
  it('is reached (not taken for a user id): the vendor turns temporary users off and on', async () => {
    const vendorToken = await vendorLogin(server)
    const path = '/identity/resources/users/temporary/v1/configuration'
    const off = await call(server, path, {
      token: vendorToken,
      method: 'PUT',
      body: { enabled: false },
    })
    expect(off.status).toBe(200)
    expect(await off.json()).toEqual({ enabled: false })
    const adminToken = (await login(server)).token
    expect(await (await call(server, path, { token: adminToken })).json()).toEqual({
      enabled: false,
    })
    const on = await call(server, path, {
      token: vendorToken,
      method: 'PUT',
      body: { enabled: true },
    })
    expect(await on.json()).toEqual({ enabled: true })
    // A member's token is no vendor's: it may not change the vendor's configuration.
    const denied = await call(server, path, {
      token: adminToken,
      method: 'PUT',
      body: { enabled: false },
    })
    expect(denied.status).toBeGreaterThanOrEqual(401)
    expect(denied.status).toBeLessThan(404)
    expect(await (await call(server, path, { token: adminToken })).json()).toEqual({
      enabled: true,
    })
  })
})
