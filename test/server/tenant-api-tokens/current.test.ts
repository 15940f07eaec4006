import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import { auditRows, roleId } from '../invitations/support'
import { apiBase, createToken, tokenSignIn } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * A tenant API token as the actor of a request (`tenant-api-tokens/current.ts`): refused with a
 * sentence where a route acts as a user, and named (no user) by the audit rows it causes.
 */
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

describe('a tenant API token on routes that act as a user', () => {
  it('refuses a token on routes that act as a user, with a sentence', async () => {
    const { body } = await createToken(server, adminToken, {
      description: 'Machine',
      roleIds: [adminRole],
      expiresInMinutes: null,
    })
    const { accessToken } = await tokenSignIn(server, body.clientId, body.secret ?? '')
    const sentence =
      'An API token acts for its account, not as a user: sign in as a user to do this'
    for (const [path, init] of [
      ['/identity/resources/users/v2/me', {}],
      ['/identity/resources/users/api-tokens/v1', {}],
      [
        '/identity/resources/users/api-tokens/v1',
        { body: { description: 'x', expiresInMinutes: null } },
      ],
      ['/identity/resources/users/access-tokens/v1', {}],
      [`${apiBase}/v2`, { body: { description: 'x', roleIds: [], expiresInMinutes: null } }],
    ] as const) {
      const response = await call(server, path, { ...init, token: accessToken })
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as WireErrorBody).errors, path).toEqual([sentence])
    }
  })
})

describe('a tenant API token on routes that write their own audit row', () => {
  it('resends an activation mail as the token, the row naming it and no user', async () => {
    const pending = await addUser(server, { email: 'pending@tokens.test' })
    await server.db
      .updateTable('users')
      .set({ verified: false })
      .where('id', '=', pending)
      .execute()
    const { body } = await createToken(server, adminToken, {
      description: 'Onboarding bot',
      roleIds: [editorRole],
      expiresInMinutes: null,
    })
    const { accessToken } = await tokenSignIn(server, body.clientId, body.secret ?? '')
    const response = await call(
      server,
      `/team/resources/members/v1/${pending}/resendActivationEmail`,
      { body: {}, token: accessToken },
    )
    expect(response.status).toBe(200)
    const [row] = await auditRows(server, 'user.activation.resent')
    expect(row).toMatchObject({ user_id: null, email: null, tenant_id: server.tenantId })
    expect(row?.json).toEqual({ apiTokenId: body.clientId, apiTokenDescription: 'Onboarding bot' })
  })
})
