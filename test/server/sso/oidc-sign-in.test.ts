import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appLink } from '../../../server/src/links/app-links'
import { writeMfaPolicy } from '../../../server/src/mfa/policy'
import {
  call,
  createTestServer,
  login,
  refreshCookie,
  vendorEnv,
  vendorLogin,
  type TestServer,
  type WireErrorBody,
} from '../helpers'
import { startOidcIdp, type OidcIdp } from './oidc-idp'

let server: TestServer
let idp: OidcIdp
let adminToken: string
let redirectUri: string
let roles: Record<string, string>
const base = '/team/resources/sso/v1/configurations'
const preLoginPath = '/identity/resources/auth/v2/user/sso/prelogin'
const postLoginPath = '/identity/resources/auth/v2/user/oidc/postlogin'

beforeAll(async () => {
  // The IdP runs on loopback: the fetch guard lets the server reach it only with this set.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer({ ...vendorEnv, FOYER_APP_URL: 'http://app.example' })
  redirectUri = appLink(server.config, 'oidcRedirectUrl')
  idp = await startOidcIdp({ redirectUris: [redirectUri] })
  adminToken = (await login(server)).token
  const rows = await server.db.selectFrom('roles').select(['id', 'key']).execute()
  roles = Object.fromEntries(rows.map((row) => [row.key, row.id]))
  const created = await call(server, base, {
    token: adminToken,
    body: {
      type: 'oidc',
      ssoEndpoint: idp.issuer,
      oidcClientId: idp.clientId,
      oidcSecret: idp.clientSecret,
    },
  })
  const { id } = (await created.json()) as { id: string }
  await call(server, `${base}/${id}/domains`, {
    token: adminToken,
    body: { domain: 'corp.example' },
  })
  const vendorToken = await vendorLogin(server)
  await call(server, `${base}/domains/corp.example/force-validate`, {
    method: 'PUT',
    token: vendorToken,
  })
  await call(server, `${base}/${id}/roles`, {
    method: 'PUT',
    token: adminToken,
    body: { roleIds: [roles.ReadOnly] },
  })
  await call(server, `${base}/${id}/groups`, {
    token: adminToken,
    body: { group: 'admins', roleIds: [roles.Admin] },
  })
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await idp.close()
  await server.close()
})

/** A browser at the IdP: follows its redirects (keeping its cookies) back to the app's callback. */
const visitIdp = async (address: string): Promise<URL> => {
  const jar = new Map<string, string>()
  let url = address
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (!location)
      throw new Error(`The IdP stopped at ${response.status}: ${await response.text()}`)
    const next = new URL(location, url)
    if (next.href.startsWith(redirectUri)) return next
    url = next.href
  }
  throw new Error('The IdP redirected too often')
}

/** Pre-login and the IdP: the code, the state and the browser's binding cookie. */
const startSignIn = async (email: string) => {
  const response = await call(server, preLoginPath, { body: { email } })
  expect(response.status).toBe(200)
  const answer = (await response.json()) as {
    address: string
    idpType: string
    addressType: string
  }
  expect(answer).toMatchObject({ idpType: 'oidc', addressType: 'sso' })
  const address = new URL(answer.address)
  expect(address.origin).toBe(idp.issuer)
  expect(address.searchParams.get('code_challenge_method')).toBe('S256')
  expect(address.searchParams.get('nonce')).toBeTruthy()
  expect(address.searchParams.get('redirect_uri')).toBe(redirectUri)
  const binding = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('foyer_sso='))
  if (!binding) throw new Error('pre-login set no binding cookie')
  const callback = await visitIdp(answer.address)
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    binding,
  }
}

const postLogin = (input: { code: string; state: string; binding?: string }) =>
  call(server, postLoginPath, {
    body: { code: input.code, RelayState: input.state, redirectUri },
    headers: input.binding ? { cookie: input.binding } : {},
  })

const roleKeys = async (userId: string) =>
  (
    await server.db
      .selectFrom('user_tenant_roles')
      .innerJoin('roles', 'roles.id', 'user_tenant_roles.role_id')
      .select('roles.key')
      .where('user_id', '=', userId)
      .execute()
  )
    .map((row) => row.key)
    .sort()

describe('OIDC SSO with an enterprise IdP', () => {
  it('answer no SSO address for a domain without a validated configuration', async () => {
    const response = await call(server, preLoginPath, { body: { email: 'someone@other.example' } })
    expect(await response.text()).toBe('null')
  })

  it('sign a new user in by email domain, created just in time with default and group roles', async () => {
    idp.nextAccount({
      sub: 'okta|ada',
      email: 'ada@corp.example',
      email_verified: true,
      name: 'Ada Lovelace',
      groups: ['admins'],
    })
    const flow = await startSignIn('ada@corp.example')
    const response = await postLogin(flow)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      accessToken: string
      email: string
      name: string
      tenantId: string
      userId: string
    }
    expect(body).toMatchObject({
      email: 'ada@corp.example',
      name: 'Ada Lovelace',
      tenantId: server.tenantId,
    })
    expect(refreshCookie(response)).toBeDefined()
    expect(await roleKeys(body.userId)).toEqual(['Admin', 'ReadOnly'])
    // The v1 route takes `state`; the same person signs in again as the same user.
    const again = await startSignIn('ada@corp.example')
    const v1 = await call(server, '/identity/resources/auth/v1/user/oidc/postlogin', {
      body: { code: again.code, state: again.state },
      headers: { cookie: again.binding },
    })
    expect(await v1.json()).toMatchObject({ userId: body.userId })
  })

  it('refuse a replayed code and state, an unknown state and a browser that did not start the flow', async () => {
    idp.nextAccount({ sub: 'okta|grace', email: 'grace@corp.example', email_verified: true })
    const flow = await startSignIn('grace@corp.example')
    const stranger = await postLogin({ ...flow, binding: 'foyer_sso=someone-else' })
    expect(stranger.status).toBe(401)
    // The refused attempt spent the state: even the right browser cannot use it now.
    const replay = await postLogin(flow)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({
      errors: ['Failed to authenticate'],
    } satisfies Partial<WireErrorBody>)
    const second = await startSignIn('grace@corp.example')
    expect((await postLogin({ ...second, state: 'x'.repeat(43) })).status).toBe(401)
    expect((await postLogin({ ...second, binding: undefined })).status).toBe(401)
  })

  it('refuse when the PKCE verifier or the nonce does not match what the IdP saw', async () => {
    idp.nextAccount({ sub: 'okta|linus', email: 'linus@corp.example', email_verified: true })
    for (const field of ['verifier', 'nonce'] as const) {
      const flow = await startSignIn('linus@corp.example')
      const row = await server.db
        .selectFrom('one_time_secrets')
        .select(['id', 'data'])
        .where('purpose', '=', 'sso.oidc.state')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
        string,
        string
      >
      data[field] = field === 'verifier' ? 'v'.repeat(43) : 'forged-nonce'
      await server.db
        .updateTable('one_time_secrets')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', row.id)
        .execute()
      const response = await postLogin(flow)
      expect(response.status, field).toBe(401)
    }
    const created = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'linus@corp.example')
      .execute()
    expect(created).toEqual([])
    const audits = await server.db
      .selectFrom('audit_logs')
      .select('description')
      .where('description', 'like', 'OIDC sign-in refused%')
      .execute()
    expect(audits.map((row) => row.description).join('\n')).toContain('invalid_grant')
    expect(audits.map((row) => row.description).join('\n')).toContain('nonce')
  })

  it('refuse an email the IdP has not verified, and one outside the domain', async () => {
    idp.nextAccount({ sub: 'okta|eve', email: 'eve@corp.example', email_verified: false })
    expect((await postLogin(await startSignIn('eve@corp.example'))).status).toBe(401)
    idp.nextAccount({ sub: 'okta|mallory', email: 'admin@example.com', email_verified: true })
    expect((await postLogin(await startSignIn('mallory@corp.example'))).status).toBe(401)
  })

  it('apply the MFA policy: Force and ForceExceptSAML both owe a second factor after OIDC', async () => {
    const account = { sub: 'okta|mfa', email: 'mfa@corp.example', email_verified: true }
    for (const enforceMFAType of ['Force', 'ForceExceptSAML'] as const) {
      await writeMfaPolicy(server.db, server.tenantId, { enforceMFAType }, new Date())
      idp.nextAccount(account)
      const response = await postLogin(await startSignIn(account.email))
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        mfaRequired: true,
        mfaEnrolled: false,
        mfaToken: expect.any(String),
      })
      expect(refreshCookie(response)).toBeUndefined()
    }
    await writeMfaPolicy(server.db, server.tenantId, { enforceMFAType: 'DontForce' }, new Date())
  })

  it('validate the postlogin body with 400s', async () => {
    const response = await call(server, postLoginPath, { body: { code: '' } })
    expect(response.status).toBe(400)
  })
})
