import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { auditRows, roleId } from '../invitations/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Tenant API tokens (wire §5.1 rows 132-134) and tenant access tokens (rows 126-128) through the
 * real @frontegg/rest-api 7.x client over HTTP on loopback, and the client-credentials sign-in
 * (`POST auth/v1/api-token`, which the client has no call for: plain fetch), whose access token
 * the client then uses as a machine acting for the tenant.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('tenant-tokens')
const machine = createApiClient('tenant-tokens-machine')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'tenant-tokens')
  ContextHolder.for('tenant-tokens-machine').setContext({
    baseUrl: peer.url,
    urlPrefix: 'api',
    requestCredentials: 'include',
  })
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('tenant-tokens').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const signIn = async (clientId: string, secret: string) => {
  const response = await fetch(`${peer.url}/api/identity/resources/auth/v1/api-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, secret }),
  })
  return { status: response.status, body: (await response.json()) as { accessToken: string } }
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: tenant API tokens', () => {
  it('creates (v2), lists (v1), signs a machine in with it, and deletes it', async () => {
    const editor = await roleId(server, 'Editor')
    const created = await client.auth.updateTenantApiTokensData({
      description: 'Warehouse sync',
      roleIds: [editor],
      expiresInMinutes: 30 * 1440,
    })
    expect(created).toMatchObject({ description: 'Warehouse sync', roleIds: [editor] })
    expect(created.secret).toMatch(/^[\w-]{43}$/)
    const listed = await client.auth.getTenantApiTokensData()
    expect(listed.map((token) => token.clientId)).toEqual([created.clientId])
    expect(listed[0]?.secret).toBeUndefined()

    const { status, body } = await signIn(created.clientId ?? '', created.secret ?? '')
    expect(status).toBe(200)
    ContextHolder.for('tenant-tokens-machine').setAccessToken(body.accessToken)
    // The machine reads the tenant's tokens (Editor reads them) but may not create one.
    expect((await machine.auth.getTenantApiTokensData()).length).toBe(1)
    const minting = await refusal(
      machine.auth.updateTenantApiTokensData({
        description: 'x',
        roleIds: [],
        expiresInMinutes: 1,
      }),
    )
    expect(minting.statusCode).toBe(403)
    expect(minting.message).toBe(
      'An API token acts for its account, not as a user: sign in as a user to do this',
    )
    const [row] = await auditRows(server, 'tenant.api-token.login')
    expect(row).toMatchObject({ user_id: null, email: null })

    await client.auth.deleteTenantApiToken({ tokenId: created.clientId ?? '' })
    expect(await client.auth.getTenantApiTokensData()).toEqual([])
    const stopped = await refusal(machine.auth.getTenantApiTokensData())
    expect(stopped.statusCode).toBe(401)
    expect((await signIn(created.clientId ?? '', created.secret ?? '')).status).toBe(401)
  })

  it('refuses an unknown role with a 400 naming the field', async () => {
    const unknown = await refusal(
      client.auth.updateTenantApiTokensData({
        description: 'x',
        roleIds: ['00000000-0000-4000-8000-000000000000'],
        expiresInMinutes: null,
      }),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.message).toBe('roleIds.0: no such role in this account')
  })
})

describe('@frontegg/rest-api 7.x: tenant access tokens', () => {
  it('creates, lists and deletes under their own list', async () => {
    const editor = await roleId(server, 'Editor')
    const created = (await client.auth.createTenantAccessToken({
      description: 'Nightly export',
      expiresInMinutes: null,
      roleIds: [editor],
    })) as unknown as { id: string; secret: string }
    expect(created.secret).toMatch(/^[\w-]{43}$/)
    const { accessTokens } = await client.auth.getTenantAccessTokensData()
    expect(accessTokens).toEqual([
      expect.objectContaining({ id: created.id, description: 'Nightly export', roleIds: [editor] }),
    ])
    expect((await signIn(created.id, created.secret)).status).toBe(200)
    await client.auth.deleteTenantAccessToken({ id: created.id })
    expect((await client.auth.getTenantAccessTokensData()).accessTokens).toEqual([])
    expect((await signIn(created.id, created.secret)).status).toBe(401)
  })
})
