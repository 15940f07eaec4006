import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, redirectUri, relyingParty } from './hosted-rp'
import type { TestServer } from '../helpers'

let server: TestServer
let config: client.Configuration
let cookie: string

beforeAll(async () => {
  server = await createTestServer(hostedEnv)
  config = await relyingParty(server)
  cookie = (await login(server)).cookie
})
afterAll(() => server.close())

const withParams = (url: URL, params: Record<string, string | null>) => {
  const changed = new URL(url)
  for (const [name, value] of Object.entries(params)) {
    if (value === null) changed.searchParams.delete(name)
    else changed.searchParams.set(name, value)
  }
  return changed
}

describe('hosted login refuses', () => {
  it('a redirect URI or client not registered exactly, without redirecting anywhere', async () => {
    const url = authorizeUrl(config, await newRequest())
    const refused: Record<string, string | null>[] = [
      { redirect_uri: 'https://evil.example.com/oauth/callback' },
      { redirect_uri: `${redirectUri}/` },
      { redirect_uri: `${redirectUri}?next=https://evil.example.com` },
      { redirect_uri: 'https://APP.example.com/oauth/callback' },
      { redirect_uri: null },
      { client_id: 'someone-else' },
    ]
    for (const params of refused) {
      const answer = await browse(server, withParams(url, params), cookie)
      expect(answer.status, JSON.stringify(params)).toBe(400)
      expect(answer.location).toBeNull()
      expect(await answer.response.text()).toContain('refused')
    }
    // A client that is not a browser gets the API's wire error instead of the page.
    const api = await server.app.request(withParams(url, { client_id: 'someone-else' }).toString())
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ errors: [expect.stringMatching(/client_id/)] })
  })

  it('a request without PKCE S256 or for another flow, answered at the redirect URI', async () => {
    const url = authorizeUrl(config, await newRequest())
    for (const [params, error] of [
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: null }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ] as const) {
      const answer = await browse(server, withParams(url, params), cookie)
      const location = new URL(answer.location ?? '')
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
      expect(location.searchParams.get('error'), JSON.stringify(params)).toBe(error)
      expect(location.searchParams.get('code')).toBeNull()
    }
  })

  it('token requests that are malformed, for another grant or from a page not allowed', async () => {
    const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      server.app.request('/api/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body).toString(),
      })
    const cases: [Response, number, string][] = [
      [
        await form({ grant_type: 'password', username: 'a', password: 'b' }),
        400,
        'unsupported_grant_type',
      ],
      [await form({ grant_type: 'authorization_code', code: 'x' }), 400, 'invalid_request'],
      [
        await form({
          grant_type: 'authorization_code',
          code: 'x'.repeat(43),
          code_verifier: 'y'.repeat(43),
          redirect_uri: redirectUri,
        }),
        400,
        'invalid_grant',
      ],
      [await form({ grant_type: 'refresh_token', refresh_token: 'nothing' }), 400, 'invalid_grant'],
      [
        await form({ grant_type: 'refresh_token', client_id: 'other', refresh_token: 'x' }),
        401,
        'invalid_client',
      ],
      [
        await form({ grant_type: 'refresh_token', client_secret: 'guess', refresh_token: 'x' }),
        401,
        'invalid_client',
      ],
      [
        await form({ grant_type: 'refresh_token' }, { origin: 'https://evil.example.com' }),
        403,
        'invalid_request',
      ],
    ]
    for (const [response, status, error] of cases) {
      expect(response.status).toBe(status)
      const body = (await response.json()) as { error: string; errors: string[]; errorCode: string }
      expect(body.error).toBe(error)
      expect(body.errors).toHaveLength(1)
      expect(body.errorCode).toMatch(/^ER-FOYER-/)
    }
    const text = await server.app.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'code=x',
    })
    expect(text.status).toBe(400)
  })
})

describe('hosted logout', () => {
  it('follows only a registered post_logout_redirect_uri', async () => {
    for (const target of ['https://evil.example.com/', 'https://app.example.com/signed-out/x']) {
      const answer = await browse(
        server,
        `/api/oauth/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`,
        cookie,
      )
      expect(answer.status).toBe(400)
      expect(answer.location).toBeNull()
    }
    // Refused above, so the browser's session is still there.
    expect(
      (await call(server, '/oauth/authorize/silent', { body: {}, headers: { cookie } })).status,
    ).toBe(200)
  })

  it("ends the browser's session and the application's session its ID token names", async () => {
    const signedIn = await login(server)
    const request = await newRequest()
    const answer = await browse(server, authorizeUrl(config, request), signedIn.cookie)
    const tokens = await client.authorizationCodeGrant(config, new URL(answer.location ?? ''), {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'https://app.example.com/signed-out',
      state: 'after-logout',
    })
    // The spec's `{base}/oauth/logout` leads to the same endpoint under the prefix.
    const root = await browse(server, `/oauth/logout${url.search}`, signedIn.cookie)
    expect(root.location).toBe(`/api/oauth/logout${url.search}`)
    const logout = await browse(server, url, signedIn.cookie)
    expect(logout.status).toBe(302)
    expect(logout.location).toBe('https://app.example.com/signed-out?state=after-logout')
    const silent = await call(server, '/oauth/authorize/silent', {
      body: {},
      headers: { cookie: signedIn.cookie },
    })
    expect(silent.status).toBe(401)
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('a silent refresh whose body is not {tenantId}, with a 400 that changes nothing', async () => {
    for (const body of [{ tenantId: 42 }, { tenantId: 'x'.repeat(101) }, 'not json']) {
      const answer = await server.app.request('/api/oauth/authorize/silent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    const silent = await server.app.request('/api/oauth/authorize/silent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ tenantId: null }),
    })
    expect(silent.status).toBe(200)
  })
})
