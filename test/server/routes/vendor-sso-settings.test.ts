import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSsoConfigurationForEmail } from '../../../server/src/sso/repository'
import {
  addTenant,
  addUser,
  call,
  createTestServer,
  login,
  vendorEnv,
  vendorLogin,
  type TestServer,
  type WireErrorBody,
} from '../helpers'
import { startTestIdp } from '../saml/idp'

/**
 * The vendor's "SSO settings" rows (management API): the tenant's SP metadata, several
 * connections per domain, and emails excluded from SSO enforcement. Vendor only (403 for a
 * member), for the tenant `frontegg-tenant-id` names (404 for an unknown one), audited.
 */
let server: TestServer
let vendor: string
let adminToken: string
const base = '/team/resources/sso/v1/configurations'
const nobody = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  // The test IdP runs on loopback: its SSO endpoint is accepted only with this set.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
  adminToken = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await server.close()
})

/** A request as the vendor for `tenantId` (the default tenant unless given). */
const asVendor = async <T = WireErrorBody>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; tenantId?: string } = {},
) => {
  const response = await call(server, path, {
    method: init.method,
    body: init.body,
    token: init.token ?? vendor,
    headers: { 'frontegg-tenant-id': init.tenantId ?? server.tenantId },
  })
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    text,
    body: (type.includes('json') ? JSON.parse(text) : undefined) as T,
  }
}

const asAdmin = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await call(server, path, { token: adminToken, ...init })
  return { status: response.status, body: (await response.json()) as T }
}

const createConfiguration = async (type: 'saml' | 'oidc') =>
  (await asAdmin<{ id: string }>(base, { body: { type } })).body.id

const auditActions = async (action: string) =>
  server.db.selectFrom('audit_logs').select(['tenant_id']).where('action', '=', action).execute()

describe('GET saml/configurations/sp-metadata', () => {
  const path = '/team/resources/sso/v1/saml/configurations/sp-metadata'
  it('is the vendor’s alone, and 404 for an unknown tenant', async () => {
    expect((await asVendor(path, { token: adminToken })).status).toBe(403)
    const unknown = await asVendor(path, { tenantId: nobody })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors[0]).toContain('no account')
  })
  it('answers the spec’s error for a tenant without a SAML connection', async () => {
    const { tenantId } = await addTenant(server, 'No SAML', 'admin@nosaml.example')
    const none = await asVendor(path, { tenantId })
    expect(none.status).toBe(400)
    expect(none.body.errors[0]).toBe('IllegalState: samlConfiguration is not defined')
  })
  it('answers the XML the tenant’s SAML connection serves', async () => {
    const idp = await startTestIdp({ nameId: 'x@metadata.example' })
    const made = await asAdmin<{ id: string }>(base, {
      body: { type: 'saml', ssoEndpoint: `${idp.url}/sso`, publicCertificate: idp.key.certificate },
    })
    expect(made).toMatchObject({ status: 200 })
    const id = made.body.id
    const served = await asVendor(path)
    expect(served.status).toBe(200)
    expect(served.type).toContain('application/samlmetadata+xml')
    const own = await call(server, `/identity/resources/auth/v1/user/saml/metadata/${id}`)
    // The same document; each answer carries a fresh document ID.
    const withoutId = (xml: string) => xml.replace(/ ID="_[0-9a-f]+"/, '')
    expect(withoutId(served.text)).toBe(withoutId(await own.text()))
    expect(served.text).toContain(`entityID="${server.config.issuer}`)
    expect(served.text).toContain('AssertionConsumerService')
    await idp.close()
  })
})

describe('multiple-sso-per-domain', () => {
  const path = `${base}/multiple-sso-per-domain`
  it('is off by default; the vendor turns it on; a member is refused', async () => {
    expect((await asVendor(path, { token: adminToken })).status).toBe(403)
    expect(
      (await asVendor(path, { method: 'PUT', body: { active: true }, token: adminToken })).status,
    ).toBe(403)
    expect((await asVendor(path, { tenantId: nobody })).status).toBe(404)
    expect((await asVendor(path, { method: 'PUT', body: { active: 'yes' } })).status).toBe(400)
    expect((await asVendor(path)).body).toEqual({ active: false })
  })
  it('off: a domain is claimed by one connection; on: a second connection of the tenant claims it, the first keeps sign-in', async () => {
    const first = await createConfiguration('oidc')
    const second = await createConfiguration('oidc')
    const addDomain = (id: string, token = adminToken) =>
      call(server, `${base}/${id}/domains`, { token, body: { domain: 'shared.example' } })
    expect((await addDomain(first)).status).toBe(200)
    const refused = await addDomain(second)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toContain('already claimed')
    const forceValidate = () =>
      asVendor(`${base}/domains/shared.example/force-validate`, { method: 'PUT' })
    expect((await forceValidate()).status).toBe(200)

    const on = await asVendor(path, { method: 'PUT', body: { active: true } })
    expect(on).toMatchObject({ status: 200, body: { active: true } })
    expect((await asVendor(path)).body).toEqual({ active: true })
    expect(await auditActions('sso.multiple-per-domain.updated')).toEqual([
      { tenant_id: server.tenantId },
    ])
    expect((await addDomain(second)).status).toBe(200)
    expect((await forceValidate()).status).toBe(200)
    const listed = (
      await asAdmin<{ id: string; domains: { domain: string; validated: boolean }[] }[]>(base)
    ).body.filter((entry) => entry.id === first || entry.id === second)
    expect(listed.map((entry) => entry.domains)).toEqual([
      [expect.objectContaining({ domain: 'shared.example', validated: true })],
      [expect.objectContaining({ domain: 'shared.example', validated: true })],
    ])
    // Sign-in goes by the connection that claimed the domain first.
    expect((await findSsoConfigurationForEmail(server.db, 'ann@shared.example'))?.id).toBe(first)
    // Another tenant still cannot take a domain this tenant validated, setting or not.
    const other = await addTenant(server, 'Other shared', 'admin@other-shared.example')
    await asVendor(path, { method: 'PUT', body: { active: true }, tenantId: other.tenantId })
    const otherToken = (await login(server, 'admin@other-shared.example')).token
    const otherId = (
      (await (await call(server, base, { token: otherToken, body: { type: 'oidc' } })).json()) as {
        id: string
      }
    ).id
    expect((await addDomain(otherId, otherToken)).status).toBe(409)
  })
})

describe('force-validate with several connections on one domain', () => {
  it('validates every claim of the tenant, and still refuses to choose between tenants', async () => {
    const twin = await addTenant(server, 'Twin', 'admin@twin.example')
    const token = (await login(server, 'admin@twin.example')).token
    await asVendor(`${base}/multiple-sso-per-domain`, {
      method: 'PUT',
      body: { active: true },
      tenantId: twin.tenantId,
    })
    const ids: string[] = []
    for (let n = 0; n < 2; n++) {
      const made = await call(server, base, { token, body: { type: 'oidc' } })
      const { id } = (await made.json()) as { id: string }
      const added = await call(server, `${base}/${id}/domains`, {
        token,
        body: { domain: 'twin.example' },
      })
      expect(added.status).toBe(200)
      ids.push(id)
    }
    const forced = await call(server, `${base}/domains/twin.example/force-validate`, {
      method: 'PUT',
      token: vendor,
    })
    expect(forced.status).toBe(200)
    const listed = (await (await call(server, base, { token })).json()) as {
      domains: { validated: boolean }[]
    }[]
    expect(listed.map((entry) => entry.domains[0]?.validated)).toEqual([true, true])
    // Claims of two tenants: the vendor must name one.
    const contested = await createConfiguration('oidc')
    await call(server, `${base}/${contested}/domains`, {
      token: adminToken,
      body: { domain: 'contested.example' },
    })
    const made = await call(server, base, { token, body: { type: 'oidc' } })
    const { id } = (await made.json()) as { id: string }
    await call(server, `${base}/${id}/domains`, { token, body: { domain: 'contested.example' } })
    const refused = await call(server, `${base}/domains/contested.example/force-validate`, {
      method: 'PUT',
      token: vendor,
    })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toContain('frontegg-tenant-id')
  })
})

describe('excluded-emails', () => {
  const path = `${base}/excluded-emails`
  const password = 'strict password 123'
  const signIn = (email: string) =>
    call(server, '/identity/resources/auth/v1/user', { body: { email, password } })

  it('is the vendor’s alone, 404 for an unknown tenant, 400 for a non-email', async () => {
    expect((await asVendor(path, { token: adminToken })).status).toBe(403)
    expect(
      (await asVendor(path, { body: { email: 'a@b.example' }, token: adminToken })).status,
    ).toBe(403)
    expect((await asVendor(path, { tenantId: nobody })).status).toBe(404)
    const wrong = await asVendor(path, { body: { email: 'not an email' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.join(' ')).toContain('enter an email address')
  })
  it('an excluded email keeps password sign-in where the domain’s other users are refused', async () => {
    await addUser(server, { email: 'pat@strict.example', password })
    await addUser(server, { email: 'kim@strict.example', password })
    const id = await createConfiguration('oidc')
    await call(server, `${base}/${id}/domains`, {
      token: adminToken,
      body: { domain: 'strict.example' },
    })
    await asVendor(`${base}/domains/strict.example/force-validate`, { method: 'PUT' })
    expect((await signIn('kim@strict.example')).status).toBe(403)

    const added = await asVendor<{ email: string; createdAt: string }>(path, {
      body: { email: ' Kim@Strict.example ' },
    })
    expect(added.status).toBe(201)
    expect(added.body.email).toBe('kim@strict.example')
    expect((await asVendor(path, { body: { email: 'kim@strict.example' } })).status).toBe(409)
    const listed = await asVendor<{ email: string }[]>(path)
    expect(listed.body.map((entry) => entry.email)).toEqual(['kim@strict.example'])
    expect(await auditActions('sso.excluded-email.added')).toEqual([{ tenant_id: server.tenantId }])

    expect((await signIn('kim@strict.example')).status).toBe(200)
    // Pre-login does not send an excluded email to the IdP: the box asks for the password.
    const preLogin = await call(server, '/identity/resources/auth/v2/user/sso/prelogin', {
      body: { email: 'kim@strict.example' },
    })
    expect(preLogin.status).toBe(200)
    expect(await preLogin.json()).toBeNull()
    expect(await findSsoConfigurationForEmail(server.db, 'kim@strict.example')).toBeUndefined()
    expect((await findSsoConfigurationForEmail(server.db, 'pat@strict.example'))?.id).toBe(id)
    const pat = await signIn('pat@strict.example')
    expect(pat.status).toBe(403)
    expect(await pat.json()).toMatchObject({
      errors: ["Sign in with your organization's single sign-on"],
    })

    // Another tenant's list is its own.
    const other = await addTenant(server, 'Other strict', 'admin@other-strict.example')
    expect((await asVendor<unknown[]>(path, { tenantId: other.tenantId })).body).toEqual([])
    expect(
      (await asVendor(`${path}/kim@strict.example`, { method: 'DELETE', tenantId: other.tenantId }))
        .status,
    ).toBe(404)

    const removed = await asVendor(`${path}/${encodeURIComponent('KIM@strict.example')}`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect((await signIn('kim@strict.example')).status).toBe(403)
    const again = await asVendor(`${path}/kim@strict.example`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.body.errors[0]).toBe('This email is not excluded from SSO')
  })
})
