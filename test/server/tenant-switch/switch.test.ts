import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant } from '../../../server/src/tenants/repository'
import { addMembership } from '../../../server/src/users/repository'
import { admin, call, createTestServer, login } from '../helpers'
import { refresh } from '../sessions/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let second: string
let stranger: string

const switchPath = '/identity/resources/users/v1/tenant'
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    tenantId: string
    permissions: string[]
  }
const refreshFor = async (cookie: string, tenantId: string | null) => {
  const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: { tenantId },
    headers: { cookie },
  })
  return { status: response.status, body: (await response.json()) as { accessToken: string } }
}

beforeAll(async () => {
  server = await createTestServer()
  second = await createTenant(server.db, 'Second account')
  stranger = await createTenant(server.db, 'Not mine')
  await addMembership(server.db, server.adminUserId, second, ['Admin'])
})
afterAll(() => server.close())

describe('PUT users/v1/tenant (switch tenant)', () => {
  it("moves the session to one of the user's tenants: the next refresh issues its tokens", async () => {
    const { token, cookie } = await login(server)
    const response = await call(server, switchPath, {
      method: 'PUT',
      body: { tenantId: second, silentReload: true },
      token,
      headers: { cookie },
    })
    expect(response.status).toBe(200)
    const refreshed = await refresh(server, cookie)
    expect(refreshed.status).toBe(200)
    expect(claimsOf(refreshed.token).tenantId).toBe(second)
    const tenants = await call(server, '/identity/resources/users/v1/me/tenants', {
      token: refreshed.token,
    })
    const body = (await tenants.json()) as { activeTenant: { tenantId: string } }
    expect(body.activeTenant.tenantId).toBe(second)
    // The next sign-in lands where the user last worked.
    expect((await login(server)).body.tenantId).toBe(second)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'tenant_id'])
      .where('action', '=', 'user.tenant.switched')
      .execute()
    expect(audit).toContainEqual({ action: 'user.tenant.switched', tenant_id: second })
  })

  it('refuses a tenant the user does not belong to with the same 404 as an unknown one', async () => {
    const { token, cookie } = await login(server)
    for (const tenantId of [stranger, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(server, switchPath, {
        method: 'PUT',
        body: { tenantId },
        token,
        headers: { cookie },
      })
      expect(response.status).toBe(404)
      expect(((await response.json()) as WireErrorBody).errors).toEqual([
        'You are not a member of this account',
      ])
    }
    const refreshed = await refresh(server, cookie)
    expect(claimsOf(refreshed.token).tenantId).not.toBe(stranger)
  })

  it('needs a tenantId and a signed-in user', async () => {
    const { token } = await login(server)
    const empty = await call(server, switchPath, { method: 'PUT', body: {}, token })
    expect(empty.status).toBe(400)
    const anonymous = await call(server, switchPath, { method: 'PUT', body: { tenantId: second } })
    expect(anonymous.status).toBe(401)
  })

  it('keeps a tab on its own tenant: a refresh naming it wins over the session tenant', async () => {
    const { token, cookie } = await login(server, admin.email, admin.password)
    await call(server, switchPath, {
      method: 'PUT',
      body: { tenantId: server.tenantId },
      token,
      headers: { cookie },
    })
    const tabOnSecond = await refreshFor(cookie, second)
    expect(tabOnSecond.status).toBe(200)
    expect(claimsOf(tabOnSecond.body.accessToken).tenantId).toBe(second)
    // A tenant the user left or never had is ignored: the session's own tenant answers.
    const next = await login(server)
    const foreign = await refreshFor(next.cookie, stranger)
    expect(claimsOf(foreign.body.accessToken).tenantId).toBe(server.tenantId)
  })
})
