import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../../server/src/tokens/access-token'
import { call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

const mePath = '/identity/resources/users/v2/me'

let server: TestServer
let claims: Record<string, unknown>

beforeAll(async () => {
  server = await createTestServer()
  const { token } = await login(server)
  claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >
})
afterAll(() => server.close())

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

const now = () => Math.floor(Date.now() / 1000)

const signWithOurKey = (payload: Record<string, unknown>, options: { nbf?: number } = {}) => {
  const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: server.deps.keys.kid })
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf)
  return jwt.sign(server.deps.keys.privateKey)
}

const forgeries: [string, () => Promise<string>][] = [
  ['a malformed token', async () => 'not.a.jwt'],
  [
    'alg none',
    async () =>
      `${encode({ alg: 'none', kid: server.deps.keys.kid })}.${encode({ ...claims, exp: now() + 600 })}.`,
  ],
  [
    'HS256 signed with the public key',
    async () => {
      const publicJwk = JSON.stringify(server.deps.keys.jwks.keys[0])
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', kid: server.deps.keys.kid })
        .sign(new TextEncoder().encode(publicJwk))
    },
  ],
  [
    'an unknown key id',
    async () => {
      const { privateKey } = await generateKeyPair('ES256')
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'someone-else' })
        .sign(privateKey)
    },
  ],
  [
    'our key id on a foreign key',
    async () => {
      const { privateKey } = await generateKeyPair('ES256')
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: server.deps.keys.kid })
        .sign(privateKey)
    },
  ],
  ['a wrong issuer', () => signWithOurKey({ ...claims, iss: 'https://evil.example' })],
  ['a missing issuer', () => signWithOurKey({ ...claims, iss: undefined })],
  ['a wrong audience', () => signWithOurKey({ ...claims, aud: 'someone-else' })],
  ['a missing audience', () => signWithOurKey({ ...claims, aud: undefined })],
  ['an expired token', () => signWithOurKey({ ...claims, iat: now() - 1200, exp: now() - 600 })],
  ['a token not valid yet', () => signWithOurKey({ ...claims }, { nbf: now() + 600 })],
  ['another token type', () => signWithOurKey({ ...claims, type: 'tenantAccessToken' })],
]

describe('authenticate', () => {
  it('accepts a token it issued, with or without the Bearer scheme', async () => {
    const { token } = await login(server)
    expect((await call(server, mePath, { token })).status).toBe(200)
    const bare = await call(server, mePath, { headers: { authorization: token } })
    expect(bare.status).toBe(200)
  })

  it('answers 401 without a token', async () => {
    const response = await call(server, mePath)
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['Missing access token'])
  })

  it.each(forgeries)('answers 401 to %s', async (_name, forge) => {
    const response = await call(server, mePath, { token: await forge() })
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errorCode).toMatch(/^ER-/)
  })

  it('answers 401 once the user has left the tenant of the token', async () => {
    const { accessToken } = await signAccessToken(
      {
        sub: server.adminUserId,
        tenantId: '00000000-0000-4000-8000-000000000000',
        tenantIds: [],
        email: 'admin@example.com',
        name: 'Admin',
        roles: ['Admin'],
        permissions: [],
      },
      { keys: server.deps.keys, issuer: server.config.issuer, ttlSeconds: 600, now: new Date() },
    )
    expect((await call(server, mePath, { token: accessToken })).status).toBe(401)
  })
})
