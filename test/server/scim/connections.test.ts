import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { connectionsPath, createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})

afterAll(async () => {
  await server.close()
})

const audits = async (action: string) =>
  server.db.selectFrom('audit_logs').selectAll().where('action', '=', action).execute()

describe('SCIM connections', () => {
  it('creates a connection answering its token once and its SCIM base URL, stored hashed', async () => {
    const created = await createConnection(server, adminToken, { source: 'azure-ad' })
    expect(created.token).toMatch(/^scim_[\w-]{43}$/)
    expect(created.scimBaseUrl).toBe(`${server.config.issuer}/api/scim/v2/${created.id}`)
    const row = await server.db
      .selectFrom('scim_connections')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(row.token_hash).not.toContain(created.token)
    expect(row.name).toBe('Entra ID provisioning')
    const list = await call(server, connectionsPath, { token: adminToken })
    const listed = (await list.json()) as Record<string, unknown>[]
    const mine = listed.find((entry) => entry.id === created.id)
    expect(mine).toMatchObject({
      source: 'azure-ad',
      syncToUserManagement: true,
      lastSync: null,
      usersCount: 0,
    })
    expect(JSON.stringify(listed)).not.toContain(created.token)
    expect(await audits('scim.connection.created')).not.toHaveLength(0)
  })

  it('counts users and the last sync, turns sync off, and refuses bad input with a sentence', async () => {
    const connection = await createConnection(server, adminToken)
    expect(
      (await scim(server, connection, '/Users', { body: oktaUser('count@example.com') })).status,
    ).toBe(201)
    const count = await call(
      server,
      `/directory/resources/scim/temp/${connection.id}/Users/count`,
      {
        token: adminToken,
      },
    )
    expect(await count.json()).toEqual({ count: 1 })
    const one = await call(server, `${connectionsPath}/${connection.id}`, { token: adminToken })
    expect(((await one.json()) as { lastSync: string | null }).lastSync).not.toBeNull()
    const off = await call(server, `${connectionsPath}/${connection.id}`, {
      token: adminToken,
      method: 'PATCH',
      body: { syncToUserManagement: false },
    })
    expect(off.status).toBe(200)
    const bad = await call(server, connectionsPath, { token: adminToken, body: { source: 'ldap' } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: string[] }).errors[0]).toMatch(/source/)
  })

  it('rotates the token: the old one stops working at once', async () => {
    const connection = await createConnection(server, adminToken)
    const rotated = await call(server, `${connectionsPath}/${connection.id}/token`, {
      token: adminToken,
      method: 'POST',
    })
    const { token } = (await rotated.json()) as { token: string }
    expect(token).not.toBe(connection.token)
    expect((await scim(server, connection, '/Users')).status).toBe(401)
    expect((await scim(server, { ...connection, token }, '/Users')).status).toBe(200)
    expect(await audits('scim.token.rotated')).toHaveLength(1)
  })

  it('deletes with deleteAll: its users leave the account; without: they stay', async () => {
    const keep = await createConnection(server, adminToken)
    const drop = await createConnection(server, adminToken)
    const kept = await scim(server, keep, '/Users', { body: oktaUser('kept@example.com') })
    const gone = await scim(server, drop, '/Users', { body: oktaUser('gone@example.com') })
    for (const [connection, deleteAll] of [
      [keep, false],
      [drop, true],
    ] as const) {
      const response = await call(server, `${connectionsPath}/${connection.id}`, {
        token: adminToken,
        method: 'DELETE',
        body: { deleteAll },
      })
      expect(response.status).toBe(200)
    }
    const members = await server.db
      .selectFrom('tenant_memberships')
      .select('user_id')
      .where('tenant_id', '=', server.tenantId)
      .where('user_id', 'in', [kept.body.id, gone.body.id])
      .execute()
    expect(members.map((m) => m.user_id)).toEqual([kept.body.id])
    expect((await scim(server, keep, '/Users')).status).toBe(401)
  })

  it('needs the provisioning permissions and never reaches another tenant', async () => {
    await addUser(server, {
      email: 'viewer@example.com',
      password: admin.password,
      roleKeys: ['ReadOnly'],
    })
    const viewer = (await login(server, 'viewer@example.com')).token
    const refused = await call(server, connectionsPath, { token: viewer, body: { source: 'okta' } })
    expect(refused.status).toBe(403)
    const mine = await createConnection(server, adminToken)
    await addTenant(server, 'Other', 'other-admin@example.com')
    const other = (await login(server, 'other-admin@example.com')).token
    const list = await call(server, connectionsPath, { token: other })
    expect(await list.json()).toEqual([])
    for (const [method, path] of [
      ['GET', `${connectionsPath}/${mine.id}`],
      ['PATCH', `${connectionsPath}/${mine.id}`],
      ['POST', `${connectionsPath}/${mine.id}/token`],
      ['DELETE', `${connectionsPath}/${mine.id}`],
      ['GET', `/directory/resources/scim/temp/${mine.id}/Users/count`],
    ] as const) {
      const body =
        method === 'PATCH'
          ? { syncToUserManagement: false }
          : method === 'DELETE'
            ? { deleteAll: true }
            : undefined
      const response = await call(server, path, { token: other, method, body })
      expect(response.status, `${method} ${path}`).toBe(404)
    }
  })
})
