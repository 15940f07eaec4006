import { createServer } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSsoDomainValidated } from '../../../server/src/sso/store'
import { call, createTestServer, login, type TestServer } from '../helpers'
import type { AddressInfo } from 'node:net'

/**
 * A forging IdP on loopback: a hand-made OIDC provider (discovery, JWKS, token endpoint) whose
 * token endpoint answers an ID token signed by a key it does not publish, or naming another
 * issuer or audience — what openid-client must refuse. A correct token proves the fake works.
 */
type Forgery = 'none' | 'signature' | 'issuer' | 'audience'

let server: TestServer
let token: string
let issuer = ''
let forgery: Forgery = 'none'
let nonce = ''
let email = ''
const keys = await generateKeyPair('RS256')
const stranger = await generateKeyPair('RS256')
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'idp', alg: 'RS256', use: 'sig' }

const idp = createServer((request, response) => {
  const json = (body: unknown) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  }
  if (request.url === '/.well-known/openid-configuration') {
    json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
    return
  }
  if (request.url === '/jwks') {
    json({ keys: [jwk] })
    return
  }
  void new SignJWT({ email, email_verified: true, nonce })
    .setProtectedHeader({ alg: 'RS256', kid: 'idp' })
    .setSubject('ada')
    .setIssuer(forgery === 'issuer' ? 'http://evil.example' : issuer)
    .setAudience(forgery === 'audience' ? 'another-client' : 'forge-client')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(forgery === 'signature' ? stranger.privateKey : keys.privateKey)
    .then((idToken) => json({ access_token: 'at', token_type: 'Bearer', id_token: idToken }))
})

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
  server = await createTestServer({ FOYER_APP_URL: 'http://app.example' })
  token = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await new Promise<void>((resolve) => idp.close(() => resolve()))
  await server.close()
})

/** A fresh configuration for `domain` (so no discovery is cached), then pre-login and postlogin. */
const signInThrough = async (domain: string) => {
  const base = '/team/resources/sso/v1/configurations'
  const created = await call(server, base, {
    token,
    body: { type: 'oidc', ssoEndpoint: issuer, oidcClientId: 'forge-client', oidcSecret: 'x' },
  })
  const { id } = (await created.json()) as { id: string }
  const added = await call(server, `${base}/${id}/domains`, { token, body: { domain } })
  await setSsoDomainValidated(server.db, ((await added.json()) as { id: string }).id, true)
  const pre = await call(server, '/identity/resources/auth/v2/user/sso/prelogin', {
    body: { email: `ada@${domain}` },
  })
  const address = new URL(((await pre.json()) as { address: string }).address)
  nonce = address.searchParams.get('nonce') ?? ''
  email = `ada@${domain}`
  const binding = pre.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  return call(server, '/identity/resources/auth/v2/user/oidc/postlogin', {
    body: { code: 'code', RelayState: address.searchParams.get('state') },
    headers: { cookie: binding },
  })
}

describe('the ID token an IdP answers', () => {
  it('is accepted when signed by the IdP’s key for this client', async () => {
    forgery = 'none'
    expect((await signInThrough('forge.example')).status).toBe(200)
  })

  it.each(['signature', 'issuer', 'audience'] as const)(
    'is refused with a forged %s',
    async (kind) => {
      forgery = kind
      const response = await signInThrough(`${kind}.forge.example`)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ errors: ['Failed to authenticate'] })
      // Refused by the ID token check itself (audited with openid-client's reason), not later.
      const [audit] = await server.db
        .selectFrom('audit_logs')
        .select('description')
        .where('description', 'like', 'OIDC sign-in refused%')
        .orderBy('created_at', 'desc')
        .limit(1)
        .execute()
      expect(audit?.description).toMatch(kind === 'signature' ? /signature/i : /claim/i)
    },
  )
})
