import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, redirectUri, relyingParty } from './hosted-rp'
import type { TestServer } from '../helpers'

/** The second application's registered callback. */
const secondCallback = 'https://second.example.com/callback'

let server: TestServer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

interface Application {
  id: string
  clientType: string
  isDefault: boolean
  redirectUris: string[]
  clientSecret?: string
}

const createApp = async (body: Record<string, unknown>) => {
  const created = await vendorCall<Application>(
    server,
    vendorToken,
    '/applications/resources/applications/v1',
    { body: { name: 'Second app', redirectUris: [secondCallback], ...body } },
  )
  expect(created.status).toBe(201)
  return created.body
}

/** Signs the admin in, authorizes `config`'s client and exchanges the code. */
const tokensFor = async (config: client.Configuration, callbackUri = secondCallback) => {
  const { cookie } = await login(server)
  const request = await newRequest()
  const answer = await browse(
    server,
    authorizeUrl(config, request, { redirect_uri: callbackUri }),
    cookie,
  )
  expect(answer.status).toBe(302)
  const callback = new URL(answer.location ?? '')
  expect(`${callback.origin}${callback.pathname}`).toBe(callbackUri)
  return client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
  })
}

describe('several OAuth clients: the vendor applications beside the environment client', () => {
  it('signs a second, public application in with its own redirect URI and audience', async () => {
    const app = await createApp({ clientType: 'public' })
    expect(app).toMatchObject({ clientType: 'public', isDefault: false })
    expect(app).not.toHaveProperty('clientSecret')
    const config = await relyingParty(server, client.None(), app.id)
    const tokens = await tokensFor(config)
    expect(tokens.claims()).toMatchObject({ aud: [app.id, 'foyer'], azp: app.id })
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '')
    expect(refreshed.claims()?.azp).toBe(app.id)

    // The environment client's redirect URI is not the second app's, and the reverse.
    const request = await newRequest()
    const foreign = await browse(
      server,
      authorizeUrl(config, request, { redirect_uri: redirectUri }),
    )
    expect(foreign.status).toBe(400)
    expect(foreign.location).toBeNull()
  })

  it('refuses a refresh token presented by another client than the one it was issued to', async () => {
    const app = await createApp({})
    const second = await relyingParty(server, client.None(), app.id)
    const bootstrap = await relyingParty(server)
    const secondTokens = await tokensFor(second)
    const bootstrapTokens = await tokensFor(bootstrap, redirectUri)
    await expect(
      client.refreshTokenGrant(bootstrap, secondTokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    await expect(
      client.refreshTokenGrant(second, bootstrapTokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    // Refused before anything rotated: each token still serves its own client.
    expect(
      (await client.refreshTokenGrant(second, secondTokens.refresh_token ?? '')).access_token,
    ).toBeTruthy()
    expect(
      (await client.refreshTokenGrant(bootstrap, bootstrapTokens.refresh_token ?? '')).access_token,
    ).toBeTruthy()
  })

  it('makes a confidential application authenticate with its secret, until it is regenerated', async () => {
    const app = await createApp({ clientType: 'confidential' })
    const secret = app.clientSecret ?? ''
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const listed = await vendorCall<Record<string, unknown>>(
      server,
      vendorToken,
      `/applications/resources/applications/v1/${app.id}`,
    )
    expect(listed.body).not.toHaveProperty('clientSecret')
    const withoutSecret = await relyingParty(server, client.None(), app.id)
    await expect(tokensFor(withoutSecret)).rejects.toMatchObject({ status: 401 })
    const config = await relyingParty(server, client.ClientSecretBasic(secret), app.id)
    const tokens = await tokensFor(config)
    expect(tokens.claims()?.azp).toBe(app.id)
    // Copied into a browser's cookie, its refresh token is no way around the secret.
    const cookie = `foyer_refresh=${tokens.refresh_token ?? ''}`
    const origin = 'http://localhost:5173'
    for (const path of [
      '/identity/resources/auth/v1/user/token/refresh',
      '/oauth/authorize/silent',
    ]) {
      const answer = await call(server, path, {
        body: { tenantId: null },
        headers: { cookie, origin },
      })
      expect(answer.status, path).toBe(401)
    }
    const page = await call(server, '/oauth/token', {
      body: { grant_type: 'refresh_token' },
      headers: { cookie, origin },
    })
    expect(page.status).toBe(400)

    const regenerated = await vendorCall<{ clientSecret: string }>(
      server,
      vendorToken,
      '/applications/resources/applications/v1/credentials/regenerate',
      { body: { appId: app.id } },
    )
    expect(regenerated.status).toBe(200)
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ status: 401 })
    const renewed = await relyingParty(
      server,
      client.ClientSecretPost(regenerated.body.clientSecret),
      app.id,
    )
    expect(
      (await client.refreshTokenGrant(renewed, tokens.refresh_token ?? '')).access_token,
    ).toBeTruthy()
  })

  it('ends what a deleted application was given, and no longer knows its client id', async () => {
    const app = await createApp({})
    const config = await relyingParty(server, client.None(), app.id)
    const tokens = await tokensFor(config)
    const removed = await vendorCall(
      server,
      vendorToken,
      `/applications/resources/applications/v1/${app.id}`,
      { method: 'DELETE' },
    )
    expect(removed.status).toBe(200)
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ status: 401 })
    const page = await browse(server, authorizeUrl(config, await newRequest()))
    expect(page.status).toBe(400)
  })
})
