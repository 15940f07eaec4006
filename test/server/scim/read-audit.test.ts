import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login } from '../helpers'
import { createConnection, oktaUser, scim } from './support'
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

const reads = async (connectionId: string) =>
  (
    await server.db
      .selectFrom('audit_logs')
      .select(['description', 'json', 'ip', 'tenant_id'])
      .where('action', '=', 'scim.directory.read')
      .orderBy('created_at')
      .execute()
  ).filter((row) => (row.json as { scimConnectionId?: string }).scimConnectionId === connectionId)

describe('SCIM reads in the audit log', () => {
  it('writes one row per connection and hour, counting the reads by resource', async () => {
    const connection = await createConnection(server, adminToken, {
      source: 'azure-ad',
      connectionName: 'Entra',
    })
    const lookup = await scim(server, connection, '/Users?filter=userName eq "r@example.com"')
    expect(lookup.status).toBe(200)
    expect(await reads(connection.id)).toEqual([
      expect.objectContaining({
        description: 'Entra (SCIM) read the directory once: Users 1',
        tenant_id: server.tenantId,
        json: expect.objectContaining({
          reads: 1,
          resources: { Users: 1 },
          firstFilter: 'userName eq "r@example.com"',
        }),
      }),
    ])
    expect(
      (await scim(server, connection, '/Users', { body: oktaUser('r@example.com') })).status,
    ).toBe(201)
    for (let i = 0; i < 5; i += 1) await scim(server, connection, '/Users?count=1')
    await scim(server, connection, '/Groups')
    const [row] = await reads(connection.id)
    expect(await reads(connection.id)).toHaveLength(1)
    expect(row?.description).toBe('Entra (SCIM) read the directory 7 times: Users 6, Groups 1')
    expect(row?.json).toMatchObject({ reads: 7, resources: { Users: 6, Groups: 1 } })
    // A write is still a row of its own.
    const created = await server.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'scim.user.created')
      .execute()
    expect(created.length).toBeGreaterThan(0)
  })

  it('opens a new row after an hour, and never counts a refused read', async () => {
    const connection = await createConnection(server, adminToken)
    await scim(server, connection, '/ServiceProviderConfig')
    expect((await scim(server, connection, '/Users', { token: 'scim_wrong' })).status).toBe(401)
    expect((await scim(server, connection, '/Users/not-a-user')).status).toBe(404)
    expect((await reads(connection.id)).map((row) => row.json)).toEqual([
      expect.objectContaining({ reads: 1, resources: { ServiceProviderConfig: 1 } }),
    ])
    server.clock.advance(60 * 60 * 1000)
    await scim(server, connection, '/Users')
    const rows = await reads(connection.id)
    expect(rows).toHaveLength(2)
    expect(rows[1]?.description).toBe('Okta (SCIM) read the directory once: Users 1')
  })

  it('keeps each connection’s reads on its own rows', async () => {
    adminToken = (await login(server)).token
    const one = await createConnection(server, adminToken, { source: 'okta', connectionName: 'A' })
    const two = await createConnection(server, adminToken, { source: 'okta', connectionName: 'B' })
    await scim(server, one, '/Users')
    await scim(server, two, '/Users')
    await scim(server, two, '/Groups')
    expect((await reads(one.id)).map((row) => row.json)).toEqual([
      expect.objectContaining({ reads: 1 }),
    ])
    expect((await reads(two.id)).map((row) => row.json)).toEqual([
      expect.objectContaining({ reads: 2 }),
    ])
  })
})
