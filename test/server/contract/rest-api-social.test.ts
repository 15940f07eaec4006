import { createApiClient, FronteggApiError, SocialLoginProviders } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { oauthOptions, startOAuthPeer } from '../social/oauth-peer'
import { authorize, configureProvider } from '../social/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'
import type { OAuthPeer } from '../social/oauth-peer'

/**
 * Social login (wire rows 81-83 and 10) through the real @frontegg/rest-api 7.x client over
 * HTTP. GitHub is played by the loopback fake of its OAuth API; the client posts the code and
 * state with the browser's binding cookie, as the box does.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let github: OAuthPeer
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return response
}

const client = createApiClient('social')

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  github = await startOAuthPeer()
  const vendorToken = await vendorLogin(server)
  await configureProvider(server, vendorToken, {
    type: 'github',
    clientId: github.clientId,
    secret: github.clientSecret,
    active: true,
    options: oauthOptions(github, 'github'),
  })
  await server.db
    .transaction()
    .execute((trx) => writeVendorConfiguration(trx, { allowSignups: true }, server.clock.now()))
  peer = await serveForRestApi(server, 'social', cookieFetch)
})

afterAll(async () => {
  await peer.close()
  await github.close()
  await server.close()
})

describe('@frontegg/rest-api social login against the Foyer server', () => {
  it('getSocialLoginProviders and getSocialLoginProvidersV2 list GitHub with its authorizationUrl', async () => {
    expect(await client.auth.getSocialLoginProviders()).toEqual([
      expect.objectContaining({ type: 'github', clientId: github.clientId, active: true }),
    ])
    const [v2] = await client.auth.getSocialLoginProvidersV2()
    expect(v2?.authorizationUrl).toMatch(/\/api\/identity\/resources\/sso\/v2\/github\/authorize$/)
  })

  it('loginViaSocialLogin signs a linked account in (isNewUser false) and a new one up', async () => {
    const userId = await addUser(server, { email: 'octo@example.com' })
    github.nextAccount({
      id: 1,
      name: 'Octo',
      emails: [{ email: 'octo@example.com', primary: true, verified: true }],
    })
    const first = await authorize(server, 'github', jar)
    const linked = await client.auth.loginViaSocialLogin({
      provider: SocialLoginProviders.Github,
      code: first.code,
      state: first.state,
    })
    expect(linked).toMatchObject({
      email: 'octo@example.com',
      isNewUser: false,
      userId,
      mfaRequired: false,
    })
    expect(jar.has('foyer_refresh')).toBe(true)

    github.nextAccount({
      id: 2,
      name: 'Newbie',
      emails: [{ email: 'newbie@example.com', primary: true, verified: true }],
    })
    const second = await authorize(server, 'github', jar)
    const created = await client.auth.loginViaSocialLogin({
      provider: SocialLoginProviders.Github,
      code: second.code,
      state: second.state,
    })
    expect(created).toMatchObject({ email: 'newbie@example.com', isNewUser: true, name: 'Newbie' })
  })

  it("surfaces a replayed callback as FronteggApiError 'Failed to authenticate'", async () => {
    github.nextAccount({
      id: 3,
      name: 'Replay',
      emails: [{ email: 'replay@example.com', primary: true, verified: true }],
    })
    const callback = await authorize(server, 'github', jar)
    const params = {
      provider: SocialLoginProviders.Github,
      code: callback.code,
      state: callback.state,
    }
    await client.auth.loginViaSocialLogin(params)
    const error: unknown = await client.auth
      .loginViaSocialLogin(params)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('Failed to authenticate')
    expect((error as FronteggApiError).statusCode).toBe(401)
  })
  it('loginViaSocialLogin carries invitationToken and metadata: the new user joins the invited tenant', async () => {
    const { token } = await login(server)
    const link = await call(server, '/identity/resources/tenants/invites/v1/user', {
      token,
      body: { expiresInMinutes: 60, shouldSendEmail: false },
    })
    const invitationToken = ((await link.json()) as { token: string }).token
    github.nextAccount({
      id: 4,
      name: 'Invited',
      emails: [{ email: 'invited@example.com', primary: true, verified: true }],
    })
    const callback = await authorize(server, 'github', jar)
    const joined = await client.auth.loginViaSocialLogin({
      provider: SocialLoginProviders.Github,
      code: callback.code,
      state: callback.state,
      invitationToken,
      metadata: '{"source":"invite"}',
    })
    expect(joined).toMatchObject({ isNewUser: true, tenantId: server.tenantId })
  })
})
