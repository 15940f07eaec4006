import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addUser,
  admin,
  call,
  createTestServer,
  login,
  refreshCookie,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import {
  authorizeUrl,
  browse,
  hostedEnv,
  newRequest,
  relyingParty,
} from '../hosted-login/hosted-rp'
import { assignApps, createApp, managedCallback, offerApp } from './app-access-setup'
import type { TestServer } from '../helpers'

let server: TestServer
let vendorToken: string
let adminToken: string

beforeAll(async () => {
  server = await createTestServer({ ...hostedEnv, ...vendorEnv })
  vendorToken = await vendorLogin(server)
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

/** Signs `email` in and follows the managed application's authorize URL: the callback URL. */
const authorize = async (config: client.Configuration, email: string) => {
  const { cookie } = await login(server, email, admin.password)
  const request = await newRequest()
  const answer = await browse(
    server,
    authorizeUrl(config, request, { redirect_uri: managedCallback }),
    cookie,
  )
  expect(answer.status).toBe(302)
  const callback = new URL(answer.location ?? '')
  expect(`${callback.origin}${callback.pathname}`).toBe(managedCallback)
  expect(callback.searchParams.get('state')).toBe(request.state)
  return { callback, request }
}

const exchange = (config: client.Configuration, answer: Awaited<ReturnType<typeof authorize>>) =>
  client.authorizationCodeGrant(config, answer.callback, {
    pkceCodeVerifier: answer.request.verifier,
    expectedState: answer.request.state,
    expectedNonce: answer.request.nonce,
  })

const member = async (email: string) =>
  addUser(server, { email, password: admin.password, roleKeys: ['ReadOnly'] })

describe('MANAGED_ACCESS in hosted login', () => {
  it('sends access_denied to the redirect URI for a user not assigned, and lets an assigned one in', async () => {
    const appId = await createApp(server, vendorToken)
    await offerApp(server, vendorToken, appId, server.tenantId)
    const userId = await member('outsider@example.com')
    const config = await relyingParty(server, client.None(), appId)

    const refused = await authorize(config, 'outsider@example.com')
    expect(refused.callback.searchParams.get('error')).toBe('access_denied')
    expect(refused.callback.searchParams.get('code')).toBeNull()
    // openid-client reads it as the RFC 6749 §4.1.2.1 error it is.
    await expect(exchange(config, refused)).rejects.toMatchObject({ error: 'access_denied' })

    const assigned = await assignApps(server, adminToken, {
      userId,
      tenantId: server.tenantId,
      appIds: [appId],
    })
    expect(assigned.status).toBe(200)
    const tokens = await exchange(config, await authorize(config, 'outsider@example.com'))
    expect(tokens.claims()).toMatchObject({ sub: userId, azp: appId })
  })

  it('ends the access at the next exchange or refresh once the assignment is taken away', async () => {
    const appId = await createApp(server, vendorToken)
    await offerApp(server, vendorToken, appId, server.tenantId)
    const userId = await member('leaver@example.com')
    const body = { userId, tenantId: server.tenantId, appIds: [appId] }
    expect((await assignApps(server, adminToken, body)).status).toBe(200)
    const config = await relyingParty(server, client.None(), appId)
    const tokens = await exchange(config, await authorize(config, 'leaver@example.com'))
    const pending = await authorize(config, 'leaver@example.com')

    expect((await assignApps(server, adminToken, body, { unassign: true })).status).toBe(200)
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    // A code issued before the change is refused at its exchange too.
    await expect(exchange(config, pending)).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it("ends a page's cookie session of the application once the assignment is taken away", async () => {
    const appId = await createApp(server, vendorToken)
    await offerApp(server, vendorToken, appId, server.tenantId)
    const userId = await member('page@example.com')
    const body = { userId, tenantId: server.tenantId, appIds: [appId] }
    expect((await assignApps(server, adminToken, body)).status).toBe(200)
    const config = await relyingParty(server, client.None(), appId)
    const { callback, request } = await authorize(config, 'page@example.com')
    const origin = 'http://localhost:5173'
    const exchanged = await call(server, '/oauth/token', {
      body: {
        client_id: appId,
        code: callback.searchParams.get('code'),
        code_verifier: request.verifier,
        redirect_uri: managedCallback,
      },
      headers: { origin },
    })
    expect(exchanged.status).toBe(200)
    const refresh = (cookie: string | undefined) =>
      call(server, '/identity/resources/auth/v1/user/token/refresh', {
        body: {},
        headers: { origin, cookie: cookie ?? '' },
      })
    const first = await refresh(refreshCookie(exchanged))
    expect(first.status).toBe(200)
    expect((await assignApps(server, adminToken, body, { unassign: true })).status).toBe(200)
    expect((await refresh(refreshCookie(first))).status).toBe(401)
  })

  it('ends the access when the vendor withdraws the application from the tenant', async () => {
    const appId = await createApp(server, vendorToken)
    await offerApp(server, vendorToken, appId, server.tenantId)
    const userId = await member('withdrawn@example.com')
    const body = { userId, tenantId: server.tenantId, appIds: [appId] }
    expect((await assignApps(server, adminToken, body)).status).toBe(200)
    const withdrawn = await server.app.request(
      `/api/applications/resources/applications/tenant-assignments/v1/${appId}/${server.tenantId}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${vendorToken}` } },
    )
    expect(withdrawn.status).toBe(200)
    const config = await relyingParty(server, client.None(), appId)
    const answer = await authorize(config, 'withdrawn@example.com')
    expect(answer.callback.searchParams.get('error')).toBe('access_denied')
  })

  it('opens a FREE_ACCESS application to every user, assigned or not', async () => {
    const appId = await createApp(server, vendorToken, { accessType: 'FREE_ACCESS' })
    const userId = await member('free@example.com')
    const config = await relyingParty(server, client.None(), appId)
    const tokens = await exchange(config, await authorize(config, 'free@example.com'))
    expect(tokens.claims()?.sub).toBe(userId)
  })
})
