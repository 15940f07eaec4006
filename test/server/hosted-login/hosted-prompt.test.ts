import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, relyingParty } from './hosted-rp'
import type { TestServer } from '../helpers'

let server: TestServer
let config: client.Configuration

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  config = await relyingParty(server)
})
afterAll(() => server.close())

const refreshWith = (cookie: string) =>
  call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: { tenantId: null },
    headers: { cookie, origin: 'http://localhost:5173' },
  })

describe('prompt', () => {
  it('login: shows the login page even with a session, which ends, and no code goes back', async () => {
    const { cookie } = await login(server)
    const request = await newRequest()
    const answer = await browse(server, authorizeUrl(config, request, { prompt: 'login' }), cookie)
    expect(answer.status).toBe(302)
    expect(answer.location).toMatch(/^\/api\/oauth\/login\?/)
    // The page resumes with the request, not with prompt=login again (no loop after sign-in).
    expect(new URL(answer.location ?? '', server.config.issuer).searchParams.has('prompt')).toBe(
      false,
    )
    const cleared = answer.response.headers
      .getSetCookie()
      .find((c) => c.startsWith('foyer_refresh='))
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await refreshWith(cookie)).status).toBe(401)

    // Signed in again on that page: the resumed request answers a code.
    const again = await login(server)
    const resumed = await browse(server, authorizeUrl(config, request), again.cookie)
    expect(resumed.location).toMatch(/^https:\/\/app\.example\.com\/oauth\/callback\?code=/)
  })

  it('none: a code at once with a session, login_required without, none beside another value refused', async () => {
    const { cookie } = await login(server)
    const request = await newRequest()
    const silent = await browse(server, authorizeUrl(config, request, { prompt: 'none' }), cookie)
    expect(new URL(silent.location ?? '').searchParams.get('code')).toBeTruthy()
    const anonymous = await browse(server, authorizeUrl(config, request, { prompt: 'none' }))
    expect(new URL(anonymous.location ?? '').searchParams.get('error')).toBe('login_required')
    const mixed = await browse(
      server,
      authorizeUrl(config, request, { prompt: 'none login' }),
      cookie,
    )
    const refused = new URL(mixed.location ?? '')
    expect(refused.searchParams.get('error')).toBe('invalid_request')
    expect(refused.searchParams.has('code')).toBe(false)
  })
})

describe("a second application's logout", () => {
  it("follows the post-logout URIs of the ID token's client, not the environment's", async () => {
    const vendorToken = await vendorLogin(server)
    const created = await vendorCall<{ id: string }>(
      server,
      vendorToken,
      '/applications/resources/applications/v1',
      {
        body: {
          name: 'Second',
          redirectUris: ['https://second.example.com/cb'],
          postLogoutRedirectUris: ['https://second.example.com/bye'],
        },
      },
    )
    const second = await relyingParty(server, client.None(), created.body.id)
    const { cookie } = await login(server)
    const request = await newRequest()
    const answer = await browse(
      server,
      authorizeUrl(second, request, { redirect_uri: 'https://second.example.com/cb' }),
      cookie,
    )
    const tokens = await client.authorizationCodeGrant(second, new URL(answer.location ?? ''), {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    const logoutUrl = (target: string) =>
      `/api/oauth/logout?${new URLSearchParams({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: target,
      }).toString()}`
    const foreign = await browse(server, logoutUrl('https://app.example.com/signed-out'))
    expect(foreign.status).toBe(400)
    const own = await browse(server, logoutUrl('https://second.example.com/bye'))
    expect(own.location).toBe('https://second.example.com/bye')
    await expect(
      client.refreshTokenGrant(second, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })
})
