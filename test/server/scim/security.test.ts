import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, call, createTestServer, login } from '../helpers'
import { connectionsPath, createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

let server: TestServer
let adminToken: string
let mine: TestConnection
let theirs: TestConnection
let theirUser: string

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SCIM: '60/60' })
  adminToken = (await login(server)).token
  mine = await createConnection(server, adminToken)
  await addTenant(server, 'Other', 'other-admin@example.com')
  theirs = await createConnection(server, (await login(server, 'other-admin@example.com')).token)
  theirUser = (await scim(server, theirs, '/Users', { body: oktaUser('theirs@example.com') })).body
    .id
})

afterAll(async () => {
  await server.close()
})

describe('SCIM security', () => {
  it('answers 401 in the SCIM error schema without a token, with a wrong one, or another connection’s', async () => {
    for (const token of ['', 'scim_wrong', theirs.token]) {
      const answer = await scim(server, mine, '/Users', { token })
      expect(answer.status).toBe(401)
      expect(answer.headers.get('content-type')).toBe('application/scim+json')
      expect(answer.body).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
      })
    }
  })

  it("never reaches another tenant's users or groups with a connection's own token", async () => {
    expect((await scim(server, mine, `/Users/${theirUser}`)).status).toBe(404)
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const body =
        method === 'PUT'
          ? oktaUser('theirs@example.com')
          : method === 'PATCH'
            ? { Operations: [{ op: 'replace', path: 'active', value: false }] }
            : undefined
      expect((await scim(server, mine, `/Users/${theirUser}`, { method, body })).status).toBe(404)
    }
    const filtered = await scim(
      server,
      mine,
      `/Users?filter=${encodeURIComponent('userName eq "theirs@example.com"')}`,
    )
    expect(filtered.body.totalResults).toBe(0)
    const group = await scim(server, mine, '/Groups', {
      body: { displayName: 'G', members: [{ value: theirUser }] },
    })
    expect(group.status).toBe(400)
    const theirState = await server.db
      .selectFrom('tenant_memberships')
      .select('is_disabled')
      .where('user_id', '=', theirUser)
      .executeTakeFirstOrThrow()
    expect(theirState.is_disabled).toBe(false)
  })

  it('serves discovery: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const config = await scim(server, mine, '/ServiceProviderConfig')
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    })
    const types = await scim(server, mine, '/ResourceTypes')
    expect(types.body.Resources.map((t: { id: string }) => t.id)).toEqual(['User', 'Group'])
    const schemas = await scim(server, mine, '/Schemas')
    expect(schemas.body.totalResults).toBe(3)
    const one = await scim(
      server,
      mine,
      '/Schemas/urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    )
    expect(one.body.name).toBe('EnterpriseUser')
  })

  it('audits every change with the connection as the actor', async () => {
    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'tenant_id', 'json'])
      .where('action', '=', 'scim.user.created')
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.user_id).toBeNull()
    expect(JSON.stringify(rows[0]?.json)).toContain(theirs.id)
  })

  it("refuses the Team page's removal, disabling and enabling of a provisioned member, with a sentence", async () => {
    const other = (await login(server, 'other-admin@example.com')).token
    for (const path of [
      `/team/resources/members/v1/${theirUser}`,
      `/identity/resources/tenants/users/v1/${theirUser}/disable`,
      `/identity/resources/tenants/users/v1/${theirUser}/enable`,
    ]) {
      const method = path.startsWith('/team') ? 'DELETE' : 'POST'
      const answer = await call(server, path, {
        token: other,
        method,
        body: method === 'POST' ? {} : undefined,
      })
      expect(answer.status, path).toBe(403)
      expect(((await answer.json()) as { errors: string[] }).errors[0]).toMatch(
        /provisioned by Okta \(SCIM\)/,
      )
    }
  })

  it('refuses writes while syncing is off', async () => {
    await call(server, `${connectionsPath}/${mine.id}`, {
      token: adminToken,
      method: 'PATCH',
      body: { syncToUserManagement: false },
    })
    const refused = await scim(server, mine, '/Users', { body: oktaUser('paused@example.com') })
    expect(refused.status).toBe(403)
    expect((await scim(server, mine, '/Users')).status).toBe(200)
  })

  it('rate limits each connection (429 with Retry-After in the SCIM schema)', async () => {
    let last = await scim(server, mine, '/Users')
    for (let i = 0; i < 60 && last.status !== 429; i += 1) last = await scim(server, mine, '/Users')
    expect(last.status).toBe(429)
    expect(last.body.status).toBe('429')
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await scim(server, theirs, '/Users')).status).toBe(200)
  })
})
