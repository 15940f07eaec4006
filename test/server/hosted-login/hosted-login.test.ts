import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, refreshCookie } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, redirectUri, relyingParty } from './hosted-rp'
import type { TestServer } from '../helpers'

let server: TestServer
let config: client.Configuration

beforeAll(async () => {
  server = await createTestServer(hostedEnv)
  config = await relyingParty(server)
})
afterAll(() => server.close())

/** Signs in, authorizes with PKCE and answers the callback URL the browser lands on. */
const authorizeSignedIn = async (request: Awaited<ReturnType<typeof newRequest>>) => {
  const { cookie } = await login(server)
  const answer = await browse(server, authorizeUrl(config, request), cookie)
  expect(answer.status).toBe(302)
  return { cookie, callback: new URL(answer.location ?? '') }
}

const checks = (request: Awaited<ReturnType<typeof newRequest>>) => ({
  pkceCodeVerifier: request.verifier,
  expectedState: request.state,
  expectedNonce: request.nonce,
})

describe('hosted login as seen by an openid-client relying party', () => {
  it('publishes its metadata: code flow with S256 only, ES256 ID tokens', () => {
    const metadata = config.serverMetadata()
    expect(metadata.issuer).toBe(server.config.issuer)
    expect(metadata.authorization_endpoint).toBe('http://localhost:8080/api/oauth/authorize')
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.id_token_signing_alg_values_supported).toEqual(['ES256'])
  })

  it('signs a signed-in browser in at the application: code, tokens, ID token claims', async () => {
    const request = await newRequest()
    const { callback } = await authorizeSignedIn(request)
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe(request.state)
    const tokens = await client.authorizationCodeGrant(config, callback, checks(request))
    expect(tokens.claims()).toMatchObject({ email: 'admin@example.com', nonce: request.nonce })
    expect(tokens.refresh_token).toBeTruthy()
    for (const bearer of [tokens.access_token, tokens.id_token ?? '']) {
      const me = await call(server, '/identity/resources/users/v2/me', { token: bearer })
      expect(me.status).toBe(200)
    }
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '')
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token)
    expect(refreshed.claims()?.sub).toBe(tokens.claims()?.sub)
  })

  it('refuses a wrong verifier, and a reused code revokes what its first exchange issued', async () => {
    const wrong = await newRequest()
    const first = await authorizeSignedIn(wrong)
    await expect(
      client.authorizationCodeGrant(config, first.callback, {
        ...checks(wrong),
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })

    const request = await newRequest()
    const { callback } = await authorizeSignedIn(request)
    const tokens = await client.authorizationCodeGrant(config, callback, checks(request))
    await expect(
      client.authorizationCodeGrant(config, callback, checks(request)),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('sends a browser without a session to the login page, or login_required with prompt=none', async () => {
    const request = await newRequest()
    const page = await browse(server, authorizeUrl(config, request))
    expect(page.status).toBe(302)
    expect(page.location).toMatch(/^\/api\/oauth\/login\?/)
    const none = await browse(server, authorizeUrl(config, request, { prompt: 'none' }))
    const answer = new URL(none.location ?? '')
    expect(answer.searchParams.get('error')).toBe('login_required')
    expect(answer.searchParams.get('state')).toBe(request.state)
  })

  it('answers the wire client too: JSON exchange, and the silent refresh from the cookie', async () => {
    const request = await newRequest()
    const { cookie, callback } = await authorizeSignedIn(request)
    const exchange = await call(server, '/oauth/token', {
      body: {
        code: callback.searchParams.get('code'),
        code_verifier: request.verifier,
        redirect_uri: redirectUri,
      },
      headers: { origin: 'http://localhost:5173', cookie },
    })
    expect(exchange.status).toBe(200)
    const body = (await exchange.json()) as Record<string, unknown>
    expect(body).toHaveProperty('id_token')
    // A page gets its refresh token as the HttpOnly cookie, never in a body.
    expect(body).not.toHaveProperty('refresh_token')
    const pageCookie = refreshCookie(exchange)
    expect(pageCookie).toBeTruthy()
    const silent = await call(server, '/oauth/authorize/silent', {
      body: { tenantId: null },
      headers: { origin: 'http://localhost:5173', cookie: pageCookie ?? '' },
    })
    expect(silent.status).toBe(200)
    expect(await silent.json()).toMatchObject({ token_type: 'Bearer' })
    // The page's former session (before the exchange) is over.
    const former = await call(server, '/oauth/authorize/silent', {
      body: {},
      headers: { cookie },
    })
    expect(former.status).toBe(401)
  })
})
