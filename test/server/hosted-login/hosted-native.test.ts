import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { authorizeUrl, browse, hostedEnv, newRequest, relyingParty } from './hosted-rp'
import type { TestServer, WireErrorBody } from '../helpers'

const base = '/applications/resources/applications/v1'
const appScheme = 'com.example.app:/oauth/callback'
const loopback = 'http://127.0.0.1/oauth/callback'
let server: TestServer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

const create = (body: Record<string, unknown>) =>
  vendorCall<{ id: string } & WireErrorBody>(server, vendorToken, base, {
    body: { name: 'Native', ...body },
  })

/** Follows the authorize URL for `redirect_uri` as a signed-in browser. */
const authorizeAt = async (appId: string, redirectUri: string) => {
  const config = await relyingParty(server, client.None(), appId)
  const { cookie } = await login(server)
  const request = await newRequest()
  const answer = await browse(
    server,
    authorizeUrl(config, request, { redirect_uri: redirectUri }),
    cookie,
  )
  return { answer, config, request }
}

describe("native apps' redirect URIs (RFC 8252)", () => {
  it('sends a public client its code at its private-use scheme, and the code exchanges', async () => {
    const app = await create({ redirectUris: [appScheme] })
    expect(app.status).toBe(201)
    const { answer, config, request } = await authorizeAt(app.body.id, appScheme)
    expect(answer.status).toBe(302)
    const callback = new URL(answer.location ?? '')
    expect(`${callback.protocol}${callback.pathname}`).toBe(appScheme)
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    expect(tokens.claims()?.azp).toBe(app.body.id)
    // Another scheme, or the same one with another path, is refused without redirecting.
    for (const other of ['com.example.evil:/oauth/callback', 'com.example.app:/other']) {
      const refused = (await authorizeAt(app.body.id, other)).answer
      expect(refused.status, other).toBe(400)
      expect(refused.location).toBeNull()
    }
  })

  it('lets a public client use any port of a registered loopback IP redirect, path exact', async () => {
    const app = await create({ redirectUris: [loopback, 'http://[::1]:9000/cb'] })
    for (const uri of ['http://127.0.0.1:51234/oauth/callback', 'http://[::1]:40000/cb']) {
      const { answer } = await authorizeAt(app.body.id, uri)
      expect(answer.location, uri).toMatch(new RegExp(`^${uri.replace(/[[\]]/g, '\\$&')}\\?code=`))
    }
    for (const uri of [
      'http://127.0.0.1:51234/oauth/other',
      'http://127.0.0.1:51234/oauth/callback?x=1',
      'http://localhost:51234/oauth/callback',
      'http://127.0.0.2:51234/oauth/callback',
      'https://127.0.0.1:51234/oauth/callback',
    ]) {
      const { answer } = await authorizeAt(app.body.id, uri)
      expect(answer.status, uri).toBe(400)
      expect(answer.location).toBeNull()
    }
  })

  it('refuses native URIs for a confidential client: no app scheme, loopback port exact', async () => {
    const refused = await create({ clientType: 'confidential', redirectUris: [appScheme] })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toMatch(/public clients only/)
    const logout = await create({
      clientType: 'confidential',
      redirectUris: [loopback],
      postLogoutRedirectUris: [appScheme],
    })
    expect(logout.status).toBe(400)
    const app = await create({ clientType: 'confidential', redirectUris: [loopback] })
    expect(app.status).toBe(201)
    const patched = await vendorCall<WireErrorBody>(server, vendorToken, `${base}/${app.body.id}`, {
      method: 'PATCH',
      body: { redirectUris: [appScheme] },
    })
    expect(patched.status).toBe(400)
    const { answer } = await authorizeAt(app.body.id, 'http://127.0.0.1:51234/oauth/callback')
    expect(answer.status).toBe(400)
    expect(answer.location).toBeNull()
  })

  it('refuses schemes that are not an app of its own', async () => {
    for (const uri of [
      'javascript:alert(1)',
      'data:text/html,x',
      'myapp:/cb',
      'com.example.app:/cb#x',
    ]) {
      const answer = await create({ redirectUris: [uri] })
      expect(answer.status, uri).toBe(400)
    }
  })
})
