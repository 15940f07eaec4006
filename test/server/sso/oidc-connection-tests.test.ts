import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appLink } from '../../../server/src/links/app-links'
import {
  addTenant,
  call,
  createTestServer,
  login,
  prefix,
  refreshCookie,
  vendorEnv,
  vendorLogin,
  type TestServer,
} from '../helpers'
import { startOidcIdp, type OidcIdp } from './oidc-idp'

/**
 * "Test the connection" for an OIDC connection, against the suite's loopback OpenID Connect
 * provider: the admin's tab goes to the IdP and back to the box's usual callback; the IdP's answer
 * is checked as a sign-in's and only recorded: nobody is signed in, created or changed.
 */
let server: TestServer
let idp: OidcIdp
let token: string
let redirectUri: string
let configurationId: string
let adminRole: string
const base = '/team/resources/sso/v1/configurations'
const postLoginPath = '/identity/resources/auth/v2/user/oidc/postlogin'

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer({ ...vendorEnv, FOYER_APP_URL: 'http://app.example' })
  redirectUri = appLink(server.config, 'oidcRedirectUrl')
  idp = await startOidcIdp({ redirectUris: [redirectUri] })
  token = (await login(server)).token
  const role = await server.db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', 'Admin')
    .executeTakeFirstOrThrow()
  adminRole = role.id
  const created = await call(server, base, {
    token,
    body: {
      type: 'oidc',
      ssoEndpoint: idp.issuer,
      oidcClientId: idp.clientId,
      oidcSecret: idp.clientSecret,
    },
  })
  configurationId = ((await created.json()) as { id: string }).id
  await call(server, `${base}/${configurationId}/domains`, {
    token,
    body: { domain: 'corp.example' },
  })
  await call(server, `${base}/domains/corp.example/force-validate`, {
    method: 'PUT',
    token: await vendorLogin(server),
  })
  await call(server, `${base}/${configurationId}/groups`, {
    token,
    body: { group: 'admins', roleIds: [adminRole] },
  })
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await idp.close()
  await server.close()
})

const json = async <T>(response: Response) => (await response.json()) as T

/**
 * The admin's new tab: opens the test's address (the server sets its binding cookie and sends the
 * tab to the IdP), follows the IdP to the box's callback, and posts the code as the box does.
 */
const runInTab = async (address: string) => {
  const jar = new Map<string, string>()
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  let url = address.replace(server.config.issuer, '')
  for (let hop = 0; hop < 12; hop += 1) {
    const response = url.startsWith('/')
      ? await server.app.request(url, { headers: { cookie: cookies() } })
      : await fetch(url, { redirect: 'manual', headers: { cookie: cookies() } })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (!location)
      throw new Error(`The tab stopped at ${response.status}: ${await response.text()}`)
    const next = new URL(location, url.startsWith('/') ? server.config.issuer : url)
    if (next.href.startsWith(redirectUri)) {
      return call(server, postLoginPath, {
        body: {
          code: next.searchParams.get('code') ?? '',
          RelayState: next.searchParams.get('state') ?? '',
          redirectUri,
        },
        headers: { cookie: cookies() },
      })
    }
    url = next.href
  }
  throw new Error('The tab was redirected too often')
}

describe('an OIDC connection test', () => {
  it('shows what the IdP sent and the roles it would give, signing no one in', async () => {
    idp.nextAccount({
      sub: 'okta|grace',
      email: 'grace@corp.example',
      email_verified: true,
      name: 'Grace Hopper',
      groups: ['admins'],
    })
    const started = await call(server, `${base}/${configurationId}/tests`, { token, body: {} })
    expect(started.status).toBe(200)
    const test = await json<{ id: string; url: string }>(started)
    expect(test.url).toBe(
      `${server.config.issuer}${prefix}/identity/resources/auth/v1/user/oidc/test/${test.id}`,
    )
    const resultPath = `${base}/${configurationId}/tests/${test.id}`
    expect(await json(await call(server, resultPath, { token }))).toEqual({
      id: test.id,
      status: 'pending',
    })
    const answered = await runInTab(test.url)
    // The box's callback says it was a test; no session comes with it.
    expect(answered.status).toBe(400)
    expect(await json(answered)).toMatchObject({
      errors: [
        'This was a test of the SSO connection: nobody was signed in. Its result is on the SSO page.',
      ],
    })
    expect(refreshCookie(answered)).toBeUndefined()
    expect(await json(await call(server, resultPath, { token }))).toEqual({
      id: test.id,
      status: 'succeeded',
      subject: 'okta|grace',
      email: 'grace@corp.example',
      name: 'Grace Hopper',
      groups: ['admins'],
      newUser: true,
      roleIds: expect.arrayContaining([adminRole]),
      refusal: null,
    })
    const created = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'grace@corp.example')
      .executeTakeFirst()
    expect(created).toBeUndefined()
    // Spent: the address opens once.
    expect((await server.app.request(test.url.replace(server.config.issuer, ''))).status).toBe(404)
  })

  it('is read by its admin only, never from another tenant', async () => {
    const test = await json<{ id: string }>(
      await call(server, `${base}/${configurationId}/tests`, { token, body: {} }),
    )
    await addTenant(server, 'Other', 'admin@other.example')
    const other = (await login(server, 'admin@other.example')).token
    for (const path of [
      `${base}/${configurationId}/tests/${test.id}`,
      `${base}/${configurationId}/tests`,
    ]) {
      const response = await call(server, path, {
        token: other,
        ...(path.endsWith('/tests') ? { body: {} } : {}),
      })
      expect(response.status).toBe(404)
    }
  })
})
