import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/src/app'
import { loadConfig } from '../../../server/src/config'
import {
  call,
  createTestServer,
  login,
  vendorCredentials,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
const features = '/entitlements/resources/features/v1'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
})
afterAll(() => server.close())

describe('POST /auth/vendor', () => {
  it('exchanges the configured client id and secret for a one-hour vendor token', async () => {
    const response = await call(server, '/auth/vendor', { body: vendorCredentials })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string; expiresIn: number }
    expect(body.expiresIn).toBe(3600)
    const header = JSON.parse(Buffer.from(body.token.split('.')[0] ?? '', 'base64url').toString())
    expect(header.alg).toBe('ES256')
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString())
    expect(payload).toMatchObject({ type: 'vendorToken', sub: vendorCredentials.clientId })
    expect((await call(server, features, { token: body.token })).status).toBe(200)
  })

  it.each([
    ['a wrong secret', { ...vendorCredentials, secret: 'wrong' }],
    ['a wrong client id', { ...vendorCredentials, clientId: 'someone-else' }],
  ])('refuses %s with a 401', async (_case, body) => {
    const response = await call(server, '/auth/vendor', { body })
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errors[0]).toBe('Invalid client id or secret')
  })

  it('answers 400 naming a missing field', async () => {
    const response = await call(server, '/auth/vendor', { body: { clientId: 'x' } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors[0]).toMatch(/secret/)
  })

  it('answers 401 with a clear message when no vendor credentials are configured', async () => {
    const bare = createApp({ ...server.deps, config: loadConfig({ PORT: '8080' }) })
    const response = await bare.request('/api/auth/vendor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(vendorCredentials),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errors[0]).toMatch(/not configured/)
  })
})

describe('vendor-only management endpoints', () => {
  it("refuse a tenant user's token with 403 Vendor token required", async () => {
    const { token } = await login(server)
    const response = await call(server, features, { token })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ errors: ['Vendor token required'] })
  })

  it('refuse no token, a forged one and an expired one with 401', async () => {
    expect((await call(server, features)).status).toBe(401)
    const { privateKey } = await generateKeyPair('ES256')
    const forged = await new SignJWT({ type: 'vendorToken' })
      .setProtectedHeader({ alg: 'ES256', kid: server.deps.keys.kid })
      .setIssuer(server.config.issuer)
      .setAudience('foyer')
      .setSubject(vendorCredentials.clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey)
    expect((await call(server, features, { token: forged })).status).toBe(401)
    const token = await vendorLogin(server)
    server.clock.advance(3601_000)
    try {
      expect((await call(server, features, { token })).status).toBe(401)
    } finally {
      server.clock.advance(-3601_000)
    }
  })
})
