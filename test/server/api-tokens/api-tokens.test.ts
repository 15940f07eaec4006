import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  // A small per-address sign-in limit, so the rate limit test needs few requests.
  server = await createTestServer({ FOYER_LIMIT_SIGN_IN_IP: '40/600' })
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const base = '/identity/resources/users/api-tokens/v1'
const signInPath = '/identity/resources/auth/v1/api-token'

interface TokenBody {
  clientId: string
  description: string
  createdAt: string
  expires: string | null
  secret?: string
}

const create = async (body: unknown, token = adminToken) => {
  const response = await call(server, base, { body, token })
  return { status: response.status, body: (await response.json()) as TokenBody & WireErrorBody }
}

const list = async (token = adminToken) =>
  (await (await call(server, base, { token })).json()) as TokenBody[]

const signIn = (body: unknown) => call(server, signInPath, { body })

describe('personal API tokens', () => {
  it('creates a token whose secret is shown once and signs in as its user', async () => {
    const created = await create({ description: 'CI deploys', expiresInMinutes: 1440 })
    expect(created.status).toBe(200)
    const { clientId, secret } = created.body
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(new Date(created.body.expires ?? '').getTime() - Date.now()).toBeGreaterThan(
      1439 * 60_000,
    )
    const listed = await list()
    expect(listed.find((token) => token.clientId === clientId)).toEqual({
      clientId,
      description: 'CI deploys',
      createdAt: created.body.createdAt,
      expires: created.body.expires,
    })
    const stored = await server.db
      .selectFrom('user_api_tokens')
      .select('secret_hash')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(stored.secret_hash).not.toContain(secret ?? '')
    const response = await signIn({ clientId, secret })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { accessToken: string; expiresIn: number }
    expect(decodeJwt(body.accessToken)).toMatchObject({
      sub: server.adminUserId,
      tenantId: server.tenantId,
    })
    // The access token works on the API as its user.
    const me = await call(server, '/identity/resources/users/v2/me', { token: body.accessToken })
    expect(await me.json()).toMatchObject({ email: admin.email })
    const [audit] = await auditRows(server, 'user.api-token.login')
    expect(audit).toMatchObject({ email: admin.email, tenant_id: server.tenantId })
    expect((await auditRows(server, 'user.api-token.created')).length).toBeGreaterThan(0)
  })

  it('refuses a wrong secret, an unknown client id and a deleted token alike', async () => {
    const { body } = await create({ description: 'Soon deleted', expiresInMinutes: null })
    expect(body.expires).toBeNull()
    const wrong = await signIn({ clientId: body.clientId, secret: 'x'.repeat(43) })
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as WireErrorBody).errors).toEqual(['Invalid client id or secret'])
    expect((await signIn({ clientId: 'nope', secret: body.secret })).status).toBe(401)
    const deleted = await call(server, `${base}/${body.clientId}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(deleted.status).toBe(200)
    expect((await list()).map((token) => token.clientId)).not.toContain(body.clientId)
    expect((await signIn({ clientId: body.clientId, secret: body.secret })).status).toBe(401)
    const again = await call(server, `${base}/${body.clientId}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(again.status).toBe(404)
  })

  it('refuses an expired token', async () => {
    const { body } = await create({ description: 'Short lived', expiresInMinutes: 1 })
    expect((await signIn({ clientId: body.clientId, secret: body.secret })).status).toBe(200)
    server.clock.advance(61_000)
    const expired = await signIn({ clientId: body.clientId, secret: body.secret })
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as WireErrorBody).errors).toEqual(['This API token has expired'])
  })

  it('refuses a token whose user left its tenant', async () => {
    const userId = await addUser(server, {
      email: 'leaver@example.com',
      password: admin.password,
      roleKeys: ['Admin'],
    })
    const leaver = await login(server, 'leaver@example.com')
    const { body } = await create({ description: 'Leaver', expiresInMinutes: null }, leaver.token)
    await server.db
      .updateTable('tenant_memberships')
      .set({ is_disabled: true })
      .where('user_id', '=', userId)
      .execute()
    expect((await signIn({ clientId: body.clientId, secret: body.secret })).status).toBe(401)
  })

  it.each([
    [{ description: '', expiresInMinutes: null }, 'description: description is required'],
    [{ description: 'x', expiresInMinutes: 0 }, 'expiresInMinutes: must be at least 1'],
    [{ description: 'x', expiresInMinutes: 1.5 }, 'expiresInMinutes: must be a whole number'],
    [{ description: 'x' }, 'expiresInMinutes is required'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await create(body)
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toContain(message)
  })

  it("keeps each user's and each tenant's tokens to themselves", async () => {
    await addTenant(server, 'Elsewhere', 'elsewhere@example.com')
    const outsider = await login(server, 'elsewhere@example.com')
    const { body } = await create({ description: 'Mine', expiresInMinutes: null })
    expect((await list(outsider.token)).map((token) => token.clientId)).not.toContain(body.clientId)
    const stolen = await call(server, `${base}/${body.clientId}`, {
      method: 'DELETE',
      token: outsider.token,
    })
    expect(stolen.status).toBe(404)
    expect((await signIn({ clientId: body.clientId, secret: body.secret })).status).toBe(200)
  })

  it('needs the personal token permissions', async () => {
    await addUser(server, { email: 'no-roles@example.com', password: admin.password })
    const plain = await login(server, 'no-roles@example.com')
    expect((await call(server, base, { token: plain.token })).status).toBe(403)
    expect((await create({ description: 'x', expiresInMinutes: null }, plain.token)).status).toBe(
      403,
    )
  })

  it('rate limits sign-ins per address', async () => {
    let response = await signIn({ clientId: 'x', secret: 'y' })
    for (let attempt = 0; attempt < 45 && response.status !== 429; attempt += 1) {
      response = await signIn({ clientId: 'x', secret: 'y' })
    }
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
