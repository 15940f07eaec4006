import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  addUser,
  admin,
  call,
  createTestServer,
  login,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import { hostedEnv } from '../hosted-login/hosted-rp'
import { assignApps, createApp, offerApp } from './app-access-setup'
import type { TestServer, WireErrorBody } from '../helpers'

const base = '/identity/resources/applications/v1'
const tenantAssignments = '/applications/resources/applications/tenant-assignments'
let server: TestServer
let vendorToken: string
let adminToken: string
let managed: string
let free: string
let memberId: string

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  vendorToken = await vendorLogin(server)
  adminToken = (await login(server)).token
  managed = await createApp(server, vendorToken, { name: 'Reports' })
  free = await createApp(server, vendorToken, { name: 'Wiki', accessType: 'FREE_ACCESS' })
  await offerApp(server, vendorToken, managed, server.tenantId)
  memberId = await addUser(server, { email: 'member@example.com', password: admin.password })
})
afterAll(() => server.close())

const json = async <T>(response: Response) => ({
  status: response.status,
  body: (await response.json()) as T,
})

describe("a tenant's users and applications", () => {
  it("answers each user's applications: the free ones, then the managed ones assigned", async () => {
    const assign = { userId: memberId, tenantId: server.tenantId, appIds: [managed] }
    expect((await assignApps(server, adminToken, assign)).status).toBe(200)
    // Assigning again changes nothing.
    expect((await assignApps(server, adminToken, assign)).status).toBe(200)
    const open = [server.config.vendorId, free]
    const users = await json<{ userId: string; appIds: string[] }[]>(
      await call(server, `${base}/users-apps?userIds=${memberId},${server.adminUserId}`, {
        token: adminToken,
      }),
    )
    expect(users.body).toEqual(
      expect.arrayContaining([
        { userId: memberId, appIds: [...open, managed] },
        { userId: server.adminUserId, appIds: open },
      ]),
    )
    const one = await json<string[]>(
      await call(server, `${base}/${memberId}/apps`, { token: adminToken }),
    )
    expect(one.body).toEqual([...open, managed])
    const apps = await json<{ appId: string; userIds: string[] }[]>(
      await call(server, `${base}/apps-users?appIds=${managed},${free}`, { token: adminToken }),
    )
    expect(apps.body).toEqual([
      { appId: managed, userIds: [memberId] },
      { appId: free, userIds: [] },
    ])
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'tenant_id'])
      .where('action', '=', 'user.applications.assigned')
      .execute()
    expect(audit[0]?.tenant_id).toBe(server.tenantId)

    expect((await assignApps(server, adminToken, assign, { unassign: true })).status).toBe(200)
    const after = await json<string[]>(
      await call(server, `${base}/${memberId}/apps`, { token: adminToken }),
    )
    expect(after.body).toEqual(open)
  })

  it('refuses bad assignments with a 4xx naming the fault, writing nothing', async () => {
    const notOffered = await createApp(server, vendorToken, { name: 'Elsewhere' })
    const other = await addTenant(server, 'Other', 'admin@other.example')
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ appIds: [notOffered] }, 400, /not offered/],
      [{ appIds: [server.config.vendorId] }, 400, /default application/],
      [{ appIds: [] }, 400, /appIds/],
      [{ userId: 'nobody' }, 400, /userId/],
      [{ userId: other.userId }, 404, /No such user/],
      [{ tenantId: other.tenantId, userId: other.userId }, 403, /tenantId/],
    ]
    for (const [change, status, message] of cases) {
      const body = { userId: memberId, tenantId: server.tenantId, appIds: [managed], ...change }
      const answer = await json<WireErrorBody>(await assignApps(server, adminToken, body))
      expect(answer.status, JSON.stringify(change)).toBe(status)
      expect(answer.body.errors[0]).toMatch(message)
    }
    const rows = await server.db.selectFrom('application_users').selectAll().execute()
    expect(rows).toEqual([])
  })

  it('lets a member read their own applications but not change or read others without permission', async () => {
    const { token } = await login(server, 'member@example.com', admin.password)
    expect((await call(server, `${base}/${memberId}/apps`, { token })).status).toBe(200)
    const others = await call(server, `${base}/${server.adminUserId}/apps`, { token })
    expect(others.status).toBe(403)
    const body = { userId: memberId, tenantId: server.tenantId, appIds: [managed] }
    expect((await assignApps(server, token, body)).status).toBe(403)
    expect((await call(server, `${base}/users-apps?userIds=${memberId}`)).status).toBe(401)
  })
})

describe('the vendor rows', () => {
  it('offers and withdraws applications per tenant, each viewer seeing what is theirs', async () => {
    const other = await addTenant(server, 'Second', 'admin@second.example')
    const put = await vendorCall(
      server,
      vendorToken,
      `${tenantAssignments}/v1/${managed}/${other.tenantId}`,
      { method: 'PUT' },
    )
    expect(put.status).toBe(200)
    const all = await vendorCall<{ tenantId: string; appIds: string[] }[]>(
      server,
      vendorToken,
      `${tenantAssignments}/v1`,
    )
    expect(all.body).toEqual(
      expect.arrayContaining([
        { tenantId: server.tenantId, appIds: [managed] },
        { tenantId: other.tenantId, appIds: [managed] },
      ]),
    )
    const own = await json<unknown[]>(
      await call(server, `${tenantAssignments}/v2`, { token: adminToken }),
    )
    expect(own.body).toEqual([
      {
        tenantId: server.tenantId,
        assignments: [{ appId: managed, accessType: 'MANAGED_ACCESS' }],
      },
    ])
    const tenants = await vendorCall(server, vendorToken, `${tenantAssignments}/v1/${managed}`)
    expect(tenants.body).toEqual({ appId: managed, tenantIds: [server.tenantId, other.tenantId] })

    // The vendor assigns the other tenant's admin, then withdraws the app: the assignment goes.
    const assigned = await vendorCall(server, vendorToken, base, {
      body: { userId: other.userId, tenantId: other.tenantId, appIds: [managed] },
    })
    expect(assigned.status).toBe(200)
    const users = await vendorCall(server, vendorToken, `${base}/${managed}/users`)
    expect(users.body).toEqual([{ userId: other.userId, tenantId: other.tenantId }])
    const path = `${tenantAssignments}/v1/${managed}/${other.tenantId}`
    expect((await vendorCall(server, vendorToken, path, { method: 'DELETE' })).status).toBe(200)
    expect((await vendorCall(server, vendorToken, path, { method: 'DELETE' })).status).toBe(404)
    const left = await vendorCall(server, vendorToken, `${base}/${managed}/users`)
    expect(left.body).toEqual([])
  })

  it('refuses unknown applications and tenants, the default application and tenant tokens', async () => {
    const offer = (appId: string, tenantId: string) =>
      vendorCall<WireErrorBody>(server, vendorToken, `${tenantAssignments}/v1/${appId}`, {
        body: { tenantId },
      })
    expect((await offer('no-such-app', server.tenantId)).status).toBe(404)
    expect((await offer(managed, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await offer(server.config.vendorId, server.tenantId)).status).toBe(400)
    expect((await offer(managed, 'not-a-uuid')).body.errors[0]).toMatch(/tenantId/)
    const asAdmin = await call(server, `${tenantAssignments}/v1/${managed}`, {
      token: adminToken,
      body: { tenantId: server.tenantId },
    })
    expect(asAdmin.status).toBe(403)
  })
})
