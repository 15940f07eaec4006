import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { listFederatedIdentities } from '../../../server/src/federation/identities'
import {
  addUser,
  createTestServer,
  refreshCookie,
  vendorCall,
  vendorEnv,
  vendorLogin,
} from '../helpers'
import { addCustomProvider, customPath, peerFields } from './custom-support'
import { startOidcPeer } from './oidc-peer'
import { authorize, callbackUrl, postLogin } from './support'
import type { TestServer, WireErrorBody } from '../helpers'
import type { CustomView } from './custom-support'
import type { OidcPeer } from './oidc-peer'

/**
 * Sign-in through custom social providers over HTTP: `oidc-provider` on loopback plays a
 * vendor's own provider, once as OpenID Connect (an issuer: ID token, nonce, PKCE) and once as
 * plain OAuth 2.0 (token URL and user info URL only).
 */
let server: TestServer
let peer: OidcPeer
let vendorToken: string
let oidcProvider: CustomView
let oauthProvider: CustomView

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer(vendorEnv)
  peer = await startOidcPeer({ redirectUris: [callbackUrl], pkceRequired: true })
  vendorToken = await vendorLogin(server)
  await server.db
    .transaction()
    .execute((trx) => writeVendorConfiguration(trx, { allowSignups: true }, server.clock.now()))
  oidcProvider = await addCustomProvider(server, vendorToken, {
    displayName: 'Acme ID',
    active: true,
    ...peerFields(peer, true),
  })
  oauthProvider = await addCustomProvider(server, vendorToken, {
    displayName: 'Acme OAuth',
    active: true,
    ...peerFields(peer, false),
  })
})

afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await peer.close()
  await server.close()
})

const signIn = async (id: string) => postLogin(server, id, await authorize(server, id))

/** The 401 every refused callback gets; `cause` is what the audit row says went wrong. */
const failed = async (response: Response, cause?: RegExp) => {
  expect(response.status).toBe(401)
  expect(((await response.json()) as WireErrorBody).errors).toEqual(['Failed to authenticate'])
  if (!cause) return
  const last = await server.db
    .selectFrom('audit_logs')
    .select('description')
    .where('action', '=', 'user.login.failed')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  expect(last.description).toMatch(cause)
}

describe('custom social sign-in', () => {
  it('creates a user on a first OpenID Connect sign-in and signs the same subject in again', async () => {
    peer.nextAccount({ sub: 'acme-1', email: 'Ada@Acme.test', email_verified: true, name: 'Ada' })
    const first = await signIn(oidcProvider.id)
    expect(first.status).toBe(200)
    const body = (await first.json()) as { isNewUser: boolean; userId: string; email: string }
    expect(body).toMatchObject({ isNewUser: true, email: 'ada@acme.test', name: 'Ada' })
    expect(refreshCookie(first)).toBeDefined()
    const identities = await listFederatedIdentities(server.db, body.userId)
    expect(
      identities.map((identity) => [identity.kind, identity.provider, identity.subject]),
    ).toEqual([['social', oidcProvider.id, 'acme-1']])
    const again = await signIn(oidcProvider.id)
    expect(await again.json()).toMatchObject({ isNewUser: false, userId: body.userId })
  })

  it('links an existing account by the verified email of a plain OAuth 2.0 provider', async () => {
    const userId = await addUser(server, {
      email: 'grace@acme.test',
      password: 'a long password 1',
    })
    peer.nextAccount({ sub: 'oauth-7', email: 'grace@acme.test', email_verified: true })
    const response = await signIn(oauthProvider.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ isNewUser: false, userId })
    expect((await listFederatedIdentities(server.db, userId))[0]).toMatchObject({
      provider: oauthProvider.id,
      subject: 'oauth-7',
    })
  })

  it('does not link an existing account by an unverified email', async () => {
    const userId = await addUser(server, {
      email: 'linus@acme.test',
      password: 'a long password 2',
    })
    peer.nextAccount({ sub: 'acme-unverified', email: 'linus@acme.test', email_verified: false })
    const response = await signIn(oidcProvider.id)
    expect(response.status).toBe(403)
    expect(((await response.json()) as WireErrorBody).errors).toEqual([
      'Your Acme ID account has no verified email address',
    ])
    expect(await listFederatedIdentities(server.db, userId)).toEqual([])
  })
})

describe('custom social sign-in checks', () => {
  it('refuses a state that is not the one the sign-in started with', async () => {
    peer.nextAccount({ sub: 'acme-2', email: 'state@acme.test', email_verified: true })
    const callback = await authorize(server, oidcProvider.id)
    await failed(
      await postLogin(server, oidcProvider.id, { ...callback, state: `${oidcProvider.id}.forged` }),
      /state/,
    )
    await failed(await postLogin(server, oauthProvider.id, callback), /state/)
  })

  it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
    peer.nextAccount({ sub: 'acme-3', email: 'nonce@acme.test', email_verified: true })
    const callback = await authorize(server, oidcProvider.id)
    // The provider signed the nonce of this request; the server now expects another one.
    await server.db
      .updateTable('social_login_states')
      .set({ nonce: 'another-nonce-0123456789' })
      .where('state', '=', callback.state)
      .execute()
    await failed(await postLogin(server, oidcProvider.id, callback), /nonce/)
  })

  it('refuses a wrong PKCE verifier at the provider', async () => {
    peer.nextAccount({ sub: 'acme-4', email: 'pkce@acme.test', email_verified: true })
    const callback = await authorize(server, oauthProvider.id)
    await server.db
      .updateTable('social_login_states')
      .set({ code_verifier: 'x'.repeat(43) })
      .where('state', '=', callback.state)
      .execute()
    await failed(await postLogin(server, oauthProvider.id, callback), /token endpoint answered 400/)
  })

  it('answers 404 for an inactive provider and for an id this server does not know', async () => {
    const off = await addCustomProvider(server, vendorToken, {
      displayName: 'Off',
      ...peerFields(peer, true),
    })
    expect(off.active).toBe(false)
    const unknown = '7d0c4c8e-2f0e-4a4e-9b8a-1f2e3d4c5b6a'
    for (const id of [off.id, unknown]) {
      const start = await server.app.request(`/api/identity/resources/sso/v2/${id}/authorize`)
      expect(start.status).toBe(404)
      const post = await postLogin(server, id, {
        code: 'c',
        state: `${id}.s`,
        foyerCookies: new Map(),
      })
      expect(post.status).toBe(404)
    }
    // Turned off after a sign-in started: its callback is refused too.
    peer.nextAccount({ sub: 'acme-5', email: 'late@acme.test', email_verified: true })
    const callback = await authorize(server, oauthProvider.id)
    const patched = await vendorCall(server, vendorToken, `${customPath}/${oauthProvider.id}`, {
      method: 'PATCH',
      body: { active: false },
    })
    expect(patched.status).toBe(200)
    expect((await postLogin(server, oauthProvider.id, callback)).status).toBe(404)
  })

  it("sends the box back with temporarily_unavailable when the issuer's discovery cannot be read", async () => {
    const silent = await addCustomProvider(server, vendorToken, {
      displayName: 'Silent',
      active: true,
      ...peerFields(peer, true),
      issuer: 'http://127.0.0.1:9',
    })
    const start = await server.app.request(`/api/identity/resources/sso/v2/${silent.id}/authorize`)
    expect(start.status).toBe(302)
    const back = new URL(start.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(callbackUrl)
    expect(back.searchParams.get('error')).toBe('temporarily_unavailable')
    expect(back.searchParams.get('state')).toBe(`${silent.id}.`)
  })

  it('goes through the fetch guard at sign-in: a loopback token URL is refused once private networks are not allowed', async () => {
    peer.nextAccount({ sub: 'acme-6', email: 'guard@acme.test', email_verified: true })
    const provider = await addCustomProvider(server, vendorToken, {
      displayName: 'Guarded',
      active: true,
      ...peerFields(peer, false),
    })
    const callback = await authorize(server, provider.id)
    delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
    try {
      await failed(await postLogin(server, provider.id, callback), /private|https/)
    } finally {
      process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    }
  })
})
