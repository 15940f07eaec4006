import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appLink } from '../../../server/src/links/app-links'
import { admin, createTestServer, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { startOidcIdp } from '../sso/oidc-idp'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'
import type { OidcIdp } from '../sso/oidc-idp'

/**
 * SSO configurations (wire §5.1 rows 98-101, 106-115), pre-login (rows 5-6) and the OIDC
 * postlogin (rows 8-9) through the real @frontegg/rest-api 7.x client over HTTP, with a fetch
 * that keeps cookies like a browser; the IdP is oidc-provider on loopback.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let idp: OidcIdp
let redirectUri: string
let roleIds: Record<string, string>
const jar = new Map<string, string>()
const realFetch = globalThis.fetch
const app = 'sso'
const client = createApiClient(app)

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    if (rest.join('=') === '') jar.delete(name.trim())
    else jar.set(name.trim(), rest.join('='))
  }
  return response
}

/** The browser at the IdP: its redirects (with its own cookies) back to the app's callback. */
const visitIdp = async (address: string): Promise<URL> => {
  const cookies = new Map<string, string>()
  let url = address
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await realFetch(url, { redirect: 'manual', headers: { cookie } })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const next = new URL(response.headers.get('location') ?? '', url)
    if (next.href.startsWith(redirectUri)) return next
    url = next.href
  }
  throw new Error('The IdP redirected too often')
}

beforeAll(async () => {
  // The IdP runs on loopback: the fetch guard lets the server reach it only with this set.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer({ ...vendorEnv, FOYER_APP_URL: 'http://app.example' })
  redirectUri = appLink(server.config, 'oidcRedirectUrl')
  idp = await startOidcIdp({ redirectUris: [redirectUri] })
  const rows = await server.db.selectFrom('roles').select(['id', 'key']).execute()
  roleIds = Object.fromEntries(rows.map((row) => [row.key, row.id]))
  peer = await serveForRestApi(server, app, cookieFetch)
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for(app).setAccessToken(login.accessToken)
})

afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await peer.close()
  await idp.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: enterprise SSO', () => {
  it('manages a configuration, its domain, default roles and groups', async () => {
    const created = await client.auth.createSSOConfiguration({
      type: 'oidc',
      ssoEndpoint: idp.issuer,
      oidcClientId: idp.clientId,
      oidcSecret: idp.clientSecret,
    })
    expect(created).toMatchObject({ type: 'oidc', enabled: true, oidcSecret: '', domains: [] })
    const domain = await client.auth.createSSODomain(created.id, { domain: 'corp.example' })
    expect(domain).toMatchObject({ domain: 'corp.example', validated: false })
    const failed: unknown = await client.auth
      .validateSSODomainV2(created.id, domain.id)
      .catch((caught: unknown) => caught)
    expect(failed).toBeInstanceOf(FronteggApiError)
    expect((failed as FronteggApiError).statusCode).toBe(400)
    const token = await vendorLogin(server)
    const forced = await vendorCall(
      server,
      token,
      '/team/resources/sso/v1/configurations/domains/corp.example/force-validate',
      { method: 'PUT' },
    )
    expect(forced.status).toBe(200)
    await client.auth.setSSODefaultRoles(created.id, { roleIds: [roleIds.ReadOnly ?? ''] })
    expect(await client.auth.getSSODefaultRoles(created.id)).toEqual({
      roleIds: [roleIds.ReadOnly],
    })
    await client.auth.createSSOGroup(created.id, { group: 'staff', roleIds: [] })
    const [group] = await client.auth.getSSOGroups(created.id)
    await client.auth.updateSSOGroup(created.id, {
      id: group?.id ?? '',
      group: 'admins',
      roleIds: [roleIds.Admin ?? ''],
    })
    const updated = await client.auth.updateSSOConfiguration(created.id, { signRequest: false })
    expect(updated.groups).toMatchObject([{ group: 'admins', roleIds: [roleIds.Admin] }])
    expect(updated.domains).toMatchObject([{ domain: 'corp.example', validated: true }])
    const listed = await client.auth.getSSOConfigurations()
    expect(listed.map((entry) => entry.id)).toEqual([created.id])
    const spare = await client.auth.createSSOConfiguration({ type: 'saml' })
    await client.auth.createSSOGroup(spare.id, { group: 'gone' })
    const [gone] = await client.auth.getSSOGroups(spare.id)
    await client.auth.deleteSSOGroup(spare.id, gone?.id ?? '')
    const spareDomain = await client.auth.createSSODomain(spare.id, { domain: 'spare.example' })
    await client.auth.deleteSSODomain(spare.id, spareDomain.id)
    await client.auth.deleteSSOConfiguration(spare.id)
    expect(await client.auth.getSSOConfigurations()).toHaveLength(1)
  })

  it("deleteSSODomain of a SAML connection's only domain clears its IdP (spec §5); updateSSOConfiguration sets it again", async () => {
    const saml = await client.auth.createSSOConfiguration({
      type: 'saml',
      enabled: false,
      ssoEndpoint: 'https://idp.changed.example/sso',
      signRequest: true,
    })
    const only = await client.auth.createSSODomain(saml.id, { domain: 'changed.example' })
    await client.auth.deleteSSODomain(saml.id, only.id)
    const after = (await client.auth.getSSOConfigurations()).find((entry) => entry.id === saml.id)
    expect(after).toMatchObject({ ssoEndpoint: '', publicCertificate: '', signRequest: false })
    // Set again in place (the page's "Edit IdP settings"): the same connection, its IdP back.
    const edited = await client.auth.updateSSOConfiguration(saml.id, {
      ssoEndpoint: 'https://idp.new.example/sso',
      signRequest: true,
    })
    expect(edited).toMatchObject({ id: saml.id, ssoEndpoint: 'https://idp.new.example/sso' })
    expect(edited.signRequest).toBe(true)
    await client.auth.deleteSSOConfiguration(saml.id)
  })

  it('routes pre-login by domain and signs the IdP’s user in with oidcPostLoginV2', async () => {
    expect(await client.auth.preLoginV2({ email: 'someone@else.example' })).toBeNull()
    const answer = await client.auth.preLoginV2({ email: 'ada@corp.example' })
    expect(answer).toMatchObject({ idpType: 'oidc', addressType: 'sso' })
    expect(await client.auth.preLogin({ email: 'ada@corp.example' })).toMatch(/^http:\/\/127/)
    // preLogin started a second request: the one the browser follows is the newest.
    const address = (await client.auth.preLoginV2({ email: 'ada@corp.example' }))?.address ?? ''
    idp.nextAccount({
      sub: 'ada',
      email: 'ada@corp.example',
      email_verified: true,
      groups: ['admins'],
    })
    const callback = await visitIdp(address)
    const user = await client.auth.oidcPostLoginV2({
      code: callback.searchParams.get('code') ?? '',
      RelayState: callback.searchParams.get('state') ?? '',
      redirectUri,
    })
    expect(user).toMatchObject({ email: 'ada@corp.example', mfaRequired: false })
    expect(user.accessToken.split('.')).toHaveLength(3)
    expect(user.roles.map((role) => role.key).sort()).toEqual(['Admin', 'ReadOnly'])
  })

  it('surfaces a refused postlogin as FronteggApiError', async () => {
    const error: unknown = await client.auth
      .oidcPostLogin({ code: 'forged', state: 'x'.repeat(43) })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(401)
    expect((error as FronteggApiError).message).toBe('Failed to authenticate')
  })
})
