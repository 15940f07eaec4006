import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { listFederatedIdentities } from '../../../server/src/federation/identities'
import { addUser, createTestServer, refreshCookie, vendorEnv, vendorLogin } from '../helpers'
import { oauthOptions, startOAuthPeer } from './oauth-peer'
import { startOidcPeer } from './oidc-peer'
import { authorize, backendCallbackUrl, callbackUrl, configureProvider, postLogin } from './support'
import type { TestServer, WireErrorBody } from '../helpers'
import type { OAuthPeer } from './oauth-peer'
import type { OidcPeer } from './oidc-peer'

/**
 * Social sign-in end to end over HTTP: `oidc-provider` runs in-process on loopback as Google,
 * Microsoft, Apple, LinkedIn and Slack (their ID-token claim shapes), and a loopback fake of GitHub's and
 * Facebook's OAuth APIs plays those two (they do not speak OpenID Connect).
 */
let server: TestServer
let oidcPeer: OidcPeer
/** LinkedIn and Slack: no PKCE by default, so their peer does not require it. */
let plainPeer: OidcPeer
let oauthPeer: OAuthPeer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  oidcPeer = await startOidcPeer({
    redirectUris: [callbackUrl, backendCallbackUrl('apple')],
    pkceRequired: true,
  })
  plainPeer = await startOidcPeer({ redirectUris: [callbackUrl] })
  oauthPeer = await startOAuthPeer()
  vendorToken = await vendorLogin(server)
  await server.db
    .transaction()
    .execute((trx) => writeVendorConfiguration(trx, { allowSignups: true }, server.clock.now()))
  const oidc = { clientId: oidcPeer.clientId, secret: oidcPeer.clientSecret, active: true }
  for (const type of ['google', 'microsoft', 'apple'] as const) {
    await configureProvider(server, vendorToken, {
      type,
      ...oidc,
      // Apple's defaults: no PKCE, and its answer is posted to Foyer's callback (form_post).
      options: { issuer: oidcPeer.issuer },
    })
  }
  for (const type of ['linkedin', 'slack'] as const) {
    await configureProvider(server, vendorToken, {
      type,
      clientId: plainPeer.clientId,
      secret: plainPeer.clientSecret,
      active: true,
      options: { issuer: plainPeer.issuer },
    })
  }
  const oauth = { clientId: oauthPeer.clientId, secret: oauthPeer.clientSecret, active: true }
  for (const type of ['github', 'facebook'] as const) {
    await configureProvider(server, vendorToken, {
      type,
      ...oauth,
      options: oauthOptions(oauthPeer, type),
    })
  }
})

afterAll(async () => {
  await oidcPeer.close()
  await plainPeer.close()
  await oauthPeer.close()
  await server.close()
})

const signIn = async (provider: string) =>
  postLogin(server, provider, await authorize(server, provider))

describe('social sign-in', () => {
  it('creates a user in a new tenant on a first Google sign-in, then signs the same subject in again', async () => {
    oidcPeer.nextAccount({
      sub: 'google-1',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    })
    const first = await signIn('google')
    expect(first.status).toBe(200)
    const body = (await first.json()) as {
      isNewUser: boolean
      email: string
      tenantId: string
      userId: string
      accessToken: string
    }
    expect(body).toMatchObject({ isNewUser: true, email: 'ada@example.com', mfaRequired: false })
    expect(body.tenantId).not.toBe(server.tenantId)
    expect(body.accessToken).toBeTruthy()
    expect(refreshCookie(first)).toBeDefined()
    const identities = await listFederatedIdentities(server.db, body.userId)
    expect(identities.map((identity) => [identity.provider, identity.subject])).toEqual([
      ['google', 'google-1'],
    ])

    const again = await signIn('google')
    expect(await again.json()).toMatchObject({ isNewUser: false, userId: body.userId })
  })

  it('links an existing account by a GitHub-verified primary email (fake GitHub API)', async () => {
    const userId = await addUser(server, {
      email: 'grace@example.com',
      password: 'a long password 1',
    })
    oauthPeer.nextAccount({
      id: 77,
      name: 'Grace Hopper',
      emails: [{ email: 'grace@example.com', primary: true, verified: true }],
    })
    const response = await signIn('github')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      isNewUser: false,
      userId,
      tenantId: server.tenantId,
    })
    expect((await listFederatedIdentities(server.db, userId))[0]).toMatchObject({
      provider: 'github',
      subject: '77',
    })
  })

  it('does not link by an unverified email: Microsoft without a verification claim, Facebook untrusted', async () => {
    const userId = await addUser(server, {
      email: 'linus@example.com',
      password: 'a long password 2',
    })
    oidcPeer.nextAccount({ sub: 'ms-1', email: 'linus@example.com', name: 'Linus' })
    const microsoft = await signIn('microsoft')
    expect(microsoft.status).toBe(403)
    const body = (await microsoft.json()) as WireErrorBody & { context?: unknown }
    expect(body.errors).toEqual(['Your microsoft account has no verified email address'])
    oauthPeer.nextAccount({
      id: 'fb-1',
      name: 'Linus',
      emails: [{ email: 'linus@example.com', primary: true, verified: false }],
    })
    expect((await signIn('facebook')).status).toBe(403)
    expect(await listFederatedIdentities(server.db, userId)).toEqual([])
  })

  it("counts Apple's string email_verified, and Facebook's email once the vendor trusts it", async () => {
    oidcPeer.nextAccount({ sub: 'apple-1', email: 'joan@example.com', email_verified: 'true' })
    expect(await (await signIn('apple')).json()).toMatchObject({
      isNewUser: true,
      email: 'joan@example.com',
    })
    await configureProvider(server, vendorToken, {
      type: 'facebook',
      clientId: oauthPeer.clientId,
      active: true,
      options: { ...oauthOptions(oauthPeer, 'facebook'), trustEmail: true },
    })
    oauthPeer.nextAccount({
      id: 'fb-2',
      name: 'Joan',
      emails: [{ email: 'joan@example.com', primary: true, verified: false }],
    })
    expect(await (await signIn('facebook')).json()).toMatchObject({
      isNewUser: false,
      email: 'joan@example.com',
    })
  })

  it('claims a never-activated account for the verified owner, clearing the password someone else set', async () => {
    const userId = await addUser(server, {
      email: 'mallory-target@example.com',
      password: 'set by someone else',
    })
    await server.db.updateTable('users').set({ verified: false }).where('id', '=', userId).execute()
    oidcPeer.nextAccount({
      sub: 'google-victim',
      email: 'mallory-target@example.com',
      email_verified: true,
    })
    expect(await (await signIn('google')).json()).toMatchObject({ userId, isNewUser: false })
    const row = await server.db
      .selectFrom('users')
      .select(['verified', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ verified: true, password_hash: null })
  })

  it('reads LinkedIn’s given and family names and links by Slack’s verified email', async () => {
    plainPeer.nextAccount({
      sub: 'li-1',
      email: 'grace.kelly@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Kelly',
    })
    const linkedin = (await (await signIn('linkedin')).json()) as { userId: string; name: string }
    expect(linkedin).toMatchObject({ isNewUser: true, name: 'Grace Kelly' })
    plainPeer.nextAccount({
      sub: 'U024BE7LH',
      email: 'grace.kelly@example.com',
      email_verified: true,
      name: 'grace',
      'https://slack.com/team_id': 'T0R7GR',
    })
    expect(await (await signIn('slack')).json()).toMatchObject({
      isNewUser: false,
      userId: linkedin.userId,
    })
  })

  it('refuses a locked account as every other sign-in does', async () => {
    const userId = await addUser(server, { email: 'locked@example.com' })
    await server.db
      .updateTable('users')
      .set({ locked_until: new Date(server.clock.now().getTime() + 3_600_000) })
      .where('id', '=', userId)
      .execute()
    oidcPeer.nextAccount({
      sub: 'google-locked',
      email: 'locked@example.com',
      email_verified: true,
    })
    const response = await signIn('google')
    expect(response.status).toBe(403)
    expect(refreshCookie(response)).toBeUndefined()
  })

  it('refuses a new user when sign-ups are off', async () => {
    await server.db
      .transaction()
      .execute((trx) => writeVendorConfiguration(trx, { allowSignups: false }, server.clock.now()))
    oidcPeer.nextAccount({ sub: 'google-late', email: 'late@example.com', email_verified: true })
    const response = await signIn('google')
    expect(response.status).toBe(403)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['Sign up is not allowed'])
    await server.db
      .transaction()
      .execute((trx) => writeVendorConfiguration(trx, { allowSignups: true }, server.clock.now()))
  })
})

describe('social sign-in checks', () => {
  const failed = async (response: Response) => {
    expect(response.status).toBe(401)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['Failed to authenticate'])
  }

  it('spends a state once: the same callback again fails', async () => {
    oidcPeer.nextAccount({ sub: 'google-2', email: 'twice@example.com', email_verified: true })
    const callback = await authorize(server, 'google')
    expect((await postLogin(server, 'google', callback)).status).toBe(200)
    await failed(await postLogin(server, 'google', callback))
  })

  it('refuses a callback carried to another browser (no or another binding cookie)', async () => {
    oidcPeer.nextAccount({ sub: 'google-3', email: 'csrf@example.com', email_verified: true })
    const callback = await authorize(server, 'google')
    await failed(await postLogin(server, 'google', { ...callback, foyerCookies: new Map() }))
    const other = new Map([['foyer_social', 'A'.repeat(43)]])
    await failed(await postLogin(server, 'google', { ...callback, foyerCookies: other }))
    // The rightful browser can still finish it.
    expect((await postLogin(server, 'google', callback)).status).toBe(200)
  })

  it('refuses a state of another provider, a forged code, a redirect URI that differs, an expired state', async () => {
    oidcPeer.nextAccount({ sub: 'google-4', email: 'checks@example.com', email_verified: true })
    const google = await authorize(server, 'google')
    await failed(await postLogin(server, 'microsoft', google))
    await failed(
      await postLogin(server, 'google', { ...(await authorize(server, 'google')), code: 'forged' }),
    )
    await failed(
      await postLogin(server, 'google', await authorize(server, 'google'), {
        redirectUri: 'https://evil.example/cb',
      }),
    )
    const late = await authorize(server, 'google')
    server.clock.advance(11 * 60 * 1000)
    await failed(await postLogin(server, 'google', late))
  })

  it('answers 404 for a provider that is off or unknown, 400 for a missing code', async () => {
    const unknown = await server.app.request('/api/identity/resources/sso/v2/myspace/authorize')
    expect(unknown.status).toBe(404)
    await configureProvider(server, vendorToken, {
      type: 'slack',
      clientId: plainPeer.clientId,
      active: false,
    })
    expect(
      (await server.app.request('/api/identity/resources/sso/v2/slack/authorize')).status,
    ).toBe(404)
    const noCode = await postLogin(server, 'google', {
      code: '',
      state: 'google.x',
      foyerCookies: new Map(),
    })
    expect(noCode.status).toBe(400)
  })

  it("turns a provider's form_post into a redirect to the app's callback route", async () => {
    const response = await server.app.request('/api/identity/resources/sso/v2/apple/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=abc&state=apple.xyz',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${callbackUrl}?code=abc&state=apple.xyz`)
  })
})
