import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertIpRestrictions, touchIpConfig } from '../../../server/src/ip-restrictions/repository'
import { admin, createTestServer, prefix, vendorEnv, vendorLogin } from '../helpers'
import { httpFrom } from '../ip-restrictions/http-from'
import { listenOnLoopback } from '../node/listen'
import { startOidcPeer } from './oidc-peer'
import { authorize, callbackUrl, configureProvider } from './support'
import type { TestServer, WireErrorBody } from '../helpers'
import type { OidcPeer } from './oidc-peer'
import type { Callback } from './support'

/**
 * A social sign-in refused after the provider answered, by the account's IP restrictions:
 * `oidc-provider` plays Google on loopback, and the box's post-login reaches the server over a
 * real socket from one of two loopback addresses (the server sees the address it came from).
 */
const allowed = '127.0.0.1'
const refused = '127.0.0.2'

let server: TestServer
let peer: OidcPeer
let http: Awaited<ReturnType<typeof listenOnLoopback>>

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  peer = await startOidcPeer({ redirectUris: [callbackUrl], pkceRequired: true })
  http = await listenOnLoopback()
  http.handle(getRequestListener(server.app.fetch))
  await configureProvider(server, await vendorLogin(server), {
    type: 'google',
    clientId: peer.clientId,
    secret: peer.clientSecret,
    active: true,
    options: { issuer: peer.issuer },
  })
  // The admin's account lets in only the allowed address.
  await server.db.transaction().execute(async (trx) => {
    const now = server.clock.now()
    await touchIpConfig(trx, server.tenantId, now, { isActive: true, strategy: 'ALLOW' })
    await insertIpRestrictions(
      trx,
      server.tenantId,
      [{ ip: allowed, strategy: 'ALLOW', isActive: true, description: 'office' }],
      now,
    )
  })
})
afterAll(async () => {
  await http.close()
  await peer.close()
  await server.close()
})

/** The box's post-login with the provider's answer, sent from `from`. */
const postLoginFrom = (from: string, callback: Callback) =>
  httpFrom<{ accessToken?: string } & WireErrorBody>(
    from,
    `${http.url}${prefix}/identity/resources/auth/v1/user/sso/google/postlogin?${new URLSearchParams(
      { code: callback.code, state: callback.state },
    )}`,
    {
      body: {},
      cookie: [...callback.foyerCookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  )

describe('a social sign-in from an address the account does not allow', () => {
  it('is refused at post-login with the IP sentence and no session; the allowed address signs in', async () => {
    const account = { sub: 'google-admin', email: admin.email, email_verified: true }
    peer.nextAccount(account)
    const denied = await postLoginFrom(refused, await authorize(server, 'google'))
    expect(denied.status).toBe(403)
    expect(denied.body.errorCode).toBe('ER-FOYER-1040')
    expect(denied.body.errors[0]).toMatch(/not allowed by this account's IP restrictions/)
    expect(denied.body.accessToken).toBeUndefined()
    expect(
      denied.cookies.filter((cookie) => cookie.startsWith('foyer_refresh=') && cookie.length > 14),
    ).toEqual([])

    peer.nextAccount(account)
    const signedIn = await postLoginFrom(allowed, await authorize(server, 'google'))
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.accessToken).toBeTruthy()
  })
})
