import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import { createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

let server: TestServer
let adminToken: string
let connection: TestConnection

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
  connection = await createConnection(server, adminToken)
})

afterAll(async () => {
  await server.close()
})

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
const patchOp = (...Operations: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
})

describe('SCIM /Users', () => {
  it('creates a user in the tenant (provider scim2), answers 201 with Location, and reads it back', async () => {
    const created = await scim(server, connection, '/Users', {
      body: {
        ...oktaUser('grace@example.com', 'Grace', 'Hopper'),
        [ENTERPRISE]: { department: 'Navy' },
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('content-type')).toBe('application/scim+json')
    expect(created.headers.get('location')).toBe(created.body.meta.location)
    expect(created.body).toMatchObject({
      userName: 'grace@example.com',
      active: true,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      [ENTERPRISE]: { department: 'Navy' },
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
    })
    expect(created.body).not.toHaveProperty('password')
    const read = await scim(server, connection, `/Users/${created.body.id}`)
    expect(read.body).toEqual(created.body)
    const member = await server.db
      .selectFrom('tenant_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.name', 'u.password_hash', 'm.is_disabled'])
      .where('m.tenant_id', '=', server.tenantId)
      .where('m.user_id', '=', created.body.id)
      .executeTakeFirstOrThrow()
    expect(member).toEqual({ name: 'Grace Hopper', password_hash: null, is_disabled: false })
  })

  it('answers 409 uniqueness for a userName the connection has, and 400 without an email', async () => {
    await scim(server, connection, '/Users', { body: oktaUser('twice@example.com') })
    const again = await scim(server, connection, '/Users', { body: oktaUser('TWICE@example.com') })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      scimType: 'uniqueness',
      detail: expect.any(String),
      status: '409',
    })
    const noEmail = await scim(server, connection, '/Users', {
      body: { schemas: [], userName: 'not-an-address', emails: [] },
    })
    expect(noEmail.status).toBe(400)
    expect(noEmail.body.scimType).toBe('invalidValue')
  })

  it('filters with eq, co, sw, and, or, not, pr and pages with startIndex and count', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      await scim(server, connection, '/Users', {
        body: oktaUser(`page${n}@filter.example`, `P${n}`),
      })
    }
    const names = async (filter: string, extra = '') => {
      const answer = await scim(
        server,
        connection,
        `/Users?filter=${encodeURIComponent(filter)}${extra}`,
      )
      expect(answer.status, filter).toBe(200)
      return answer.body.Resources.map((r: { userName: string }) => r.userName).sort()
    }
    expect(await names('userName eq "PAGE1@filter.example"')).toEqual(['page1@filter.example'])
    expect(await names('emails.value co "@filter.example" and userName sw "page4"')).toEqual([
      'page4@filter.example',
    ])
    expect(
      await names('userName eq "page1@filter.example" or displayName eq "P2 Lovelace"'),
    ).toEqual(['page1@filter.example', 'page2@filter.example'])
    expect(
      await names('emails[value ew "filter.example"] and not (userName sw "page5")'),
    ).toHaveLength(4)
    expect(
      await names('externalId eq "00u20okta" and active eq true and meta.created pr'),
    ).toHaveLength(5)
    const page = await scim(
      server,
      connection,
      `/Users?filter=${encodeURIComponent('userName co "filter"')}&startIndex=2&count=2`,
    )
    expect(page.body).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 })
    expect(page.body.Resources.map((r: { userName: string }) => r.userName)).toEqual([
      'page2@filter.example',
      'page3@filter.example',
    ])
    const bad = await scim(
      server,
      connection,
      `/Users?filter=${encodeURIComponent('password eq "x"')}`,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.scimType).toBe('invalidFilter')
  })

  it('replaces with PUT and patches (Okta: path-less replace; Entra: capitalised ops, "False", filtered paths)', async () => {
    const { body: user } = await scim(server, connection, '/Users', {
      body: oktaUser('patch@example.com'),
    })
    const put = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PUT',
      body: { ...oktaUser('patch@example.com', 'Ada', 'King'), title: 'Countess' },
    })
    expect(put.body).toMatchObject({ name: { familyName: 'King' }, title: 'Countess' })
    const entra = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PATCH',
      body: patchOp(
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ada.king@example.com' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Maths' },
        { op: 'Replace', value: { 'name.givenName': 'Augusta', displayName: 'Augusta King' } },
        { op: 'Remove', path: 'title' },
      ),
    })
    expect(entra.status).toBe(200)
    expect(entra.body).toMatchObject({
      displayName: 'Augusta King',
      name: { givenName: 'Augusta', familyName: 'King' },
      emails: [{ value: 'ada.king@example.com', type: 'work', primary: true }],
      [ENTERPRISE]: { department: 'Maths' },
    })
    expect(entra.body).not.toHaveProperty('title')
    const account = await server.db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(account).toEqual({ email: 'ada.king@example.com', name: 'Augusta King' })
    const bad = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PATCH',
      body: patchOp({ op: 'move', path: 'title' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.scimType).toBe('invalidSyntax')
  })

  it('deactivates (the member is disabled, its sessions end), reactivates, and deletes from the tenant', async () => {
    await addUser(server, { email: 'worker@example.com', password: admin.password })
    const session = await login(server, 'worker@example.com')
    const { body: user, status } = await scim(server, connection, '/Users', {
      body: oktaUser('worker@example.com'),
    })
    expect(status).toBe(201)
    const off = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PATCH',
      body: patchOp({ op: 'Replace', path: 'active', value: 'False' }),
    })
    expect(off.body.active).toBe(false)
    const refresh = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie: session.cookie },
    })
    expect(refresh.status).toBe(401)
    expect(
      (
        await call(server, '/identity/resources/auth/v1/user', {
          body: { email: 'worker@example.com', password: admin.password },
        })
      ).status,
    ).not.toBe(200)
    const on = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PATCH',
      body: patchOp({ op: 'replace', value: { active: true } }),
    })
    expect(on.body.active).toBe(true)
    expect((await login(server, 'worker@example.com')).token).toBeTruthy()
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'scim.user.%')
      .execute()
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['scim.user.deactivated', 'scim.user.reactivated']),
    )
    expect((await scim(server, connection, `/Users/${user.id}`, { method: 'DELETE' })).status).toBe(
      204,
    )
    expect((await scim(server, connection, `/Users/${user.id}`)).status).toBe(404)
    const still = await server.db
      .selectFrom('tenant_memberships')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute()
    expect(still).toEqual([])
  })

  it('applies the tenant email-domain restrictions to created and changed addresses', async () => {
    await server.db
      .insertInto('email_domain_restriction_config')
      .values({ tenant_id: server.tenantId, active: true, list_type: 'BLOCK' })
      .execute()
    await server.db
      .insertInto('email_domain_restrictions')
      .values({
        id: crypto.randomUUID(),
        tenant_id: server.tenantId,
        domain: 'blocked.example',
        type: 'BLOCK',
      })
      .execute()
    const refused = await scim(server, connection, '/Users', {
      body: oktaUser('x@blocked.example'),
    })
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/blocked\.example/)
    const { body: user } = await scim(server, connection, '/Users', {
      body: oktaUser('fine@example.com'),
    })
    const moved = await scim(server, connection, `/Users/${user.id}`, {
      method: 'PATCH',
      body: patchOp({
        op: 'replace',
        path: 'emails[type eq "work"].value',
        value: 'fine@blocked.example',
      }),
    })
    expect(moved.status).toBe(403)
    await server.db
      .deleteFrom('email_domain_restriction_config')
      .where('tenant_id', '=', server.tenantId)
      .execute()
  })
})
