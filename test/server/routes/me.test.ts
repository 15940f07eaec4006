import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMembership } from '../../../server/src/users/repository'
import { addTenant, admin, call, createTestServer, login, refreshCookie } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let second: { tenantId: string; userId: string }

beforeAll(async () => {
  server = await createTestServer()
  second = await addTenant(server, 'Second', 'second-admin@example.com')
  await addMembership(server.db, server.adminUserId, second.tenantId, ['ReadOnly'])
  token = (await login(server)).token
})
afterAll(() => server.close())

const get = async (path: string) => {
  const response = await call(server, path, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('GET /identity/resources/users/v2/me', () => {
  it('answers the profile with roles and permissions of the active tenant', async () => {
    const me = await get('/identity/resources/users/v2/me')
    expect(me).toMatchObject({
      id: server.adminUserId,
      sub: server.adminUserId,
      email: admin.email,
      tenantId: server.tenantId,
      verified: true,
      mfaEnrolled: false,
    })
    expect(me.tenantIds).toEqual([server.tenantId, second.tenantId])
    expect(me.roles).toEqual([expect.objectContaining({ key: 'Admin', vendorId: 'foyer' })])
    const keys = (me.permissions as { key: string }[]).map((permission) => permission.key)
    expect(keys).toContain('fe.secure.read.users')
    expect(keys).toContain('fe.secure.delete.users')
    expect(me).not.toHaveProperty('password_hash')
    expect(me).not.toHaveProperty('passwordHash')
  })
})

describe('tenants of the current user', () => {
  it('v2 answers the tenants as a list', async () => {
    const response = await call(server, '/identity/resources/users/v2/me/tenants', { token })
    const tenants = (await response.json()) as { tenantId: string; name: string }[]
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Default', 'Second'])
    expect(tenants[0]).toMatchObject({ id: server.tenantId, deletedAt: null, isReseller: false })
  })

  it.each(['v1', 'v3'])('%s answers the tenants and the active tenant', async (version) => {
    const body = await get(`/identity/resources/users/${version}/me/tenants`)
    expect(body.activeTenant).toMatchObject({ tenantId: server.tenantId, name: 'Default' })
    expect((body.tenants as unknown[]).length).toBe(2)
  })

  it("does not show a tenant's existence to someone outside it", async () => {
    const other = (await login(server, 'second-admin@example.com')).token
    const response = await call(server, '/identity/resources/users/v2/me/tenants', {
      token: other,
    })
    const tenants = (await response.json()) as { tenantId: string }[]
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual([second.tenantId])
  })
})

describe('GET /identity/resources/users/v1/me/authorization', () => {
  it('answers the roles and permissions of the active tenant', async () => {
    const body = await get('/identity/resources/users/v1/me/authorization')
    expect((body.roles as { key: string }[]).map((role) => role.key)).toEqual(['Admin'])
    const permission = (body.permissions as Record<string, unknown>[])[0]
    expect(permission).toMatchObject({ fePermission: true, roleIds: [expect.any(String)] })
  })

  it('switches to the other tenant through refresh with a tenantId', async () => {
    const { cookie } = await login(server)
    const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: { tenantId: second.tenantId },
      headers: { cookie },
    })
    const switched = (await response.json()) as { accessToken: string; tenantId: string }
    expect(switched.tenantId).toBe(second.tenantId)
    const authz = await call(server, '/identity/resources/users/v1/me/authorization', {
      token: switched.accessToken,
    })
    const body = (await authz.json()) as {
      roles: { key: string }[]
      permissions: { key: string }[]
    }
    expect(body.roles.map((role) => role.key)).toEqual(['ReadOnly'])
    expect(body.permissions.every((permission) => permission.key.includes('.read'))).toBe(true)
  })

  it("stays in the user's own tenant when refresh names a tenant they do not belong to", async () => {
    const outsider = await login(server, 'second-admin@example.com')
    for (const tenantId of [server.tenantId, 'not-a-uuid']) {
      const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
        body: { tenantId },
        headers: { cookie: outsider.cookie },
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { tenantId: string; tenantIds: string[] }
      expect(body.tenantId).toBe(second.tenantId)
      expect(body.tenantIds).toEqual([second.tenantId])
      outsider.cookie = refreshCookie(response) ?? ''
    }
  })
})
