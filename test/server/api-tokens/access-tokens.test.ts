import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, call, createTestServer, login } from '../helpers'
import { auditRows } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const base = '/identity/resources/users/access-tokens/v1'

interface AccessTokenBody {
  id: string
  description: string
  createdAt: string
  expires: string | null
  secret?: string
}

const create = async (body: unknown, token = adminToken) => {
  const response = await call(server, base, { body, token })
  return { status: response.status, body: (await response.json()) as AccessTokenBody }
}

const list = async (token = adminToken) =>
  ((await (await call(server, base, { token })).json()) as { accessTokens: AccessTokenBody[] })
    .accessTokens

const signIn = (body: unknown) => call(server, '/identity/resources/auth/v1/api-token', { body })

describe('user access tokens', () => {
  it('a list of its own: created with a secret shown once, signs in, deleted', async () => {
    const created = await create({ description: 'Scripts', expiresInMinutes: 60 })
    expect(created.status).toBe(200)
    const { id, secret } = created.body
    expect(await list()).toEqual([
      {
        id,
        clientId: id,
        description: 'Scripts',
        createdAt: created.body.createdAt,
        expires: created.body.expires,
      },
    ])
    // Not among the personal API tokens, nor deletable through them.
    const apiTokens = (await (
      await call(server, '/identity/resources/users/api-tokens/v1', { token: adminToken })
    ).json()) as unknown[]
    expect(apiTokens).toEqual([])
    const wrongList = await call(server, `/identity/resources/users/api-tokens/v1/${id}`, {
      method: 'DELETE',
      token: adminToken,
    })
    expect(wrongList.status).toBe(404)
    expect((await signIn({ clientId: id, secret })).status).toBe(200)
    const deleted = await call(server, `${base}/${id}`, { method: 'DELETE', token: adminToken })
    expect(deleted.status).toBe(200)
    expect(await list()).toEqual([])
    expect((await signIn({ clientId: id, secret })).status).toBe(401)
    expect(await auditRows(server, 'user.access-token.deleted')).toHaveLength(1)
  })

  it('validates like the personal tokens and stays within the tenant', async () => {
    const refused = await call(server, base, { body: { description: ' ' }, token: adminToken })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toContain('description')
    await addTenant(server, 'Other', 'other@example.com')
    const outsider = await login(server, 'other@example.com')
    const { body } = await create({ description: 'Mine', expiresInMinutes: null })
    expect(await list(outsider.token)).toEqual([])
    const stolen = await call(server, `${base}/${body.id}`, {
      method: 'DELETE',
      token: outsider.token,
    })
    expect(stolen.status).toBe(404)
  })
})
