import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows, roleId } from '../invitations/support'
import { accessBase, apiBase, createToken, listTokens, tokenSignIn } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
let editorRole: string
let adminRole: string
beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
  editorRole = await roleId(server, 'Editor')
  adminRole = await roleId(server, 'Admin')
})
afterAll(() => server.close())

const roles = '/identity/resources/roles/v1'

describe('tenant API tokens', () => {
  it('creates a token with roles whose secret is shown once, stored hashed, listed without it', async () => {
    const created = await createToken(server, adminToken, {
      description: 'Billing sync',
      roleIds: [editorRole],
      expiresInMinutes: 7 * 1440,
    })
    expect(created.status).toBe(200)
    const { clientId, secret } = created.body
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(created.body).toMatchObject({
      description: 'Billing sync',
      tenantId: server.tenantId,
      createdByUserId: server.adminUserId,
      roleIds: [editorRole],
    })
    const expires = new Date(created.body.expires ?? '').getTime()
    expect(expires - new Date(created.body.createdAt).getTime()).toBe(7 * 1440 * 60_000)
    const listed = (await listTokens(server, adminToken)).find((t) => t.clientId === clientId)
    expect(listed).toEqual({ ...created.body, secret: undefined })
    expect(listed && 'secret' in listed).toBe(false)
    const stored = await server.db
      .selectFrom('tenant_api_tokens')
      .select('secret_hash')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(stored.secret_hash).not.toContain(secret ?? '')
    const [audit] = await auditRows(server, 'tenant.api-token.created')
    expect(audit).toMatchObject({ user_id: server.adminUserId, email: admin.email })
    expect(audit?.json).toMatchObject({ tokenClientId: clientId, roleIds: [editorRole] })
  })

  it('signs in to an access token of the tenant with the token’s roles and no user', async () => {
    const { body } = await createToken(server, adminToken, {
      description: 'Reporter',
      roleIds: [editorRole],
      expiresInMinutes: null,
    })
    const signIn = await tokenSignIn(server, body.clientId, body.secret ?? '')
    expect(signIn.status).toBe(200)
    const claims = decodeJwt(signIn.accessToken)
    expect(claims).toMatchObject({
      sub: body.clientId,
      type: 'tenantApiToken',
      tenantId: server.tenantId,
      roles: ['Editor'],
    })
    expect(claims.email).toBeUndefined()
    expect(claims.permissions).toContain('fe.secure.write.roles')
    expect(claims.permissions).not.toContain('fe.secure.delete.roles')
    const [login] = await auditRows(server, 'tenant.api-token.login')
    expect(login).toMatchObject({ user_id: null, email: null, tenant_id: server.tenantId })
    expect(login?.json).toEqual({ apiTokenId: body.clientId, apiTokenDescription: 'Reporter' })
    // A tenant route, decided on the token's roles; its change's audit row names the token.
    expect((await call(server, roles, { token: signIn.accessToken })).status).toBe(200)
    const role = await call(server, roles, {
      token: signIn.accessToken,
      body: { key: 'machine-made', name: 'Machine made' },
    })
    expect(role.status).toBe(200)
    const [changed] = await auditRows(server, 'role.created')
    expect(changed).toMatchObject({ user_id: null, email: null, tenant_id: server.tenantId })
    expect(changed?.json).toMatchObject({
      apiTokenId: body.clientId,
      apiTokenDescription: 'Reporter',
    })
    const { id } = (await role.json()) as { id: string }
    const refused = await call(server, `${roles}/${id}`, {
      method: 'DELETE',
      token: signIn.accessToken,
    })
    expect(refused.status).toBe(403)
  })

  it('decides every request on the token’s current roles, and stops a deleted token at once', async () => {
    const { body } = await createToken(server, adminToken, {
      description: 'Revocable',
      roleIds: [editorRole],
      expiresInMinutes: null,
    })
    const { accessToken } = await tokenSignIn(server, body.clientId, body.secret ?? '')
    expect((await call(server, roles, { token: accessToken })).status).toBe(200)
    await server.db
      .deleteFrom('tenant_api_token_roles')
      .where('token_id', '=', body.clientId)
      .execute()
    const stripped = await call(server, roles, { token: accessToken })
    expect(stripped.status).toBe(403)
    const deleted = await call(server, `${apiBase}/v1/${body.clientId}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(deleted.status).toBe(200)
    expect((await listTokens(server, adminToken)).map((t) => t.clientId)).not.toContain(
      body.clientId,
    )
    const gone = await call(server, roles, { token: accessToken })
    expect(gone.status).toBe(401)
    expect(((await gone.json()) as WireErrorBody).errors[0]).toContain('deleted')
    expect((await tokenSignIn(server, body.clientId, body.secret ?? '')).status).toBe(401)
    const [audit] = await auditRows(server, 'tenant.api-token.deleted')
    expect(audit?.json).toMatchObject({
      tokenClientId: body.clientId,
      tokenDescription: 'Revocable',
    })
    const again = await call(server, `${apiBase}/v1/${body.clientId}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(again.status).toBe(404)
  })

  it('refuses an expired token at sign-in and on the access tokens it gave', async () => {
    const { body } = await createToken(server, adminToken, {
      description: 'Short lived',
      roleIds: [editorRole],
      expiresInMinutes: 1,
    })
    const { accessToken } = await tokenSignIn(server, body.clientId, body.secret ?? '')
    server.clock.advance(61_000)
    const expired = await tokenSignIn(server, body.clientId, body.secret ?? '')
    expect(expired.status).toBe(401)
    expect(expired.errors).toEqual(['This API token has expired'])
    expect((await call(server, roles, { token: accessToken })).status).toBe(401)
    expect((await tokenSignIn(server, body.clientId, 'x'.repeat(43))).status).toBe(401)
  })

  it('gives a token only roles within its creator’s own permissions', async () => {
    await addUser(server, {
      email: 'editor@example.com',
      password: admin.password,
      roleKeys: ['Editor'],
    })
    const editor = await login(server, 'editor@example.com')
    const escalated = await createToken(server, editor.token, {
      description: 'Too strong',
      roleIds: [adminRole],
      expiresInMinutes: null,
    })
    expect(escalated.status).toBe(403)
    expect(escalated.body.errors[0]).toMatch(/^You can only grant permissions you hold yourself/)
    const fair = await createToken(server, editor.token, {
      description: 'Fair',
      roleIds: [editorRole],
      expiresInMinutes: null,
    })
    expect(fair.status).toBe(200)
    // Editors cannot delete (no fe.secure.delete.tenantApiTokens).
    const removal = await call(server, `${apiBase}/v1/${fair.body.clientId}`, {
      method: 'DELETE',
      token: editor.token,
    })
    expect(removal.status).toBe(403)
  })

  it.each([
    [{ description: '', roleIds: [], expiresInMinutes: null }, 'description'],
    [
      { description: 'x', roleIds: [], expiresInMinutes: 0 },
      'expiresInMinutes: must be at least 1',
    ],
    [{ description: 'x', expiresInMinutes: null }, 'roleIds'],
    [{ description: 'x', roleIds: ['nope'], expiresInMinutes: null }, 'roleIds.0: no such role'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await createToken(server, adminToken, body)
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toContain(message)
  })

  it('keeps each tenant’s tokens and roles to itself', async () => {
    await addTenant(server, 'Elsewhere', 'elsewhere@example.com')
    const outsider = await login(server, 'elsewhere@example.com')
    const { body } = await createToken(server, adminToken, {
      description: 'Ours',
      roleIds: [editorRole],
      expiresInMinutes: null,
    })
    expect((await listTokens(server, outsider.token)).map((t) => t.clientId)).not.toContain(
      body.clientId,
    )
    const stolen = await call(server, `${apiBase}/v1/${body.clientId}`, {
      method: 'DELETE',
      token: outsider.token,
    })
    expect(stolen.status).toBe(404)
    const theirRole = await call(server, roles, {
      token: outsider.token,
      body: { key: 'theirs', name: 'Theirs' },
    })
    const { id } = (await theirRole.json()) as { id: string }
    const borrowed = await createToken(server, adminToken, {
      description: 'Borrowed',
      roleIds: [id],
      expiresInMinutes: null,
    })
    expect(borrowed.status).toBe(400)
    const { accessToken } = await tokenSignIn(server, body.clientId, body.secret ?? '')
    expect(decodeJwt(accessToken).tenantIds).toEqual([server.tenantId])
    // The token of this tenant sees this tenant's tokens, never the other's.
    const seen = (await listTokens(server, accessToken)).map((t) => t.tenantId)
    expect(new Set(seen)).toEqual(new Set([server.tenantId]))
  })
})

describe('tenant access tokens', () => {
  it('creates, lists, signs in and deletes under their own list', async () => {
    const response = await call(server, accessBase, {
      token: adminToken,
      body: { description: 'Nightly job', roleIds: [editorRole], expiresInMinutes: 1440 },
    })
    expect(response.status).toBe(200)
    const created = (await response.json()) as { id: string; secret: string; roleIds: string[] }
    expect(created.roleIds).toEqual([editorRole])
    const listed = (await (await call(server, accessBase, { token: adminToken })).json()) as {
      accessTokens: { id: string; roleIds: string[]; secret?: string }[]
    }
    const mine = listed.accessTokens.find((token) => token.id === created.id)
    expect(mine).toMatchObject({ roleIds: [editorRole], description: 'Nightly job' })
    expect(mine?.secret).toBeUndefined()
    expect((await listTokens(server, adminToken)).map((t) => t.clientId)).not.toContain(created.id)
    const { accessToken, status } = await tokenSignIn(server, created.id, created.secret)
    expect(status).toBe(200)
    expect((await call(server, roles, { token: accessToken })).status).toBe(200)
    const removal = await call(server, `${accessBase}/${created.id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(removal.status).toBe(200)
    expect((await call(server, roles, { token: accessToken })).status).toBe(401)
    const [audit] = await auditRows(server, 'tenant.access-token.deleted')
    expect(audit).toMatchObject({ user_id: server.adminUserId })
  })
})
