import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  call,
  createTestServer,
  login,
  vendorEnv,
  vendorLogin,
  type TestServer,
  type WireErrorBody,
} from '../helpers'
import { startOidcIdp, type OidcIdp } from '../sso/oidc-idp'

/**
 * The vendor's `POST /team/resources/sso/v1/oidc/configurations`: an OIDC connection for the
 * tenant `frontegg-tenant-id` names, created as the tenant's own once the issuer's discovery
 * answers; the tenant's admin then sees it, and no other tenant does.
 */
let server: TestServer
let idp: OidcIdp
let vendor: string
const path = '/team/resources/sso/v1/oidc/configurations'
const nobody = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  // The IdP runs on loopback: the fetch guard lets the server reach it only with this set.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer(vendorEnv)
  idp = await startOidcIdp({ redirectUris: ['http://app.example/oidc/callback'] })
  vendor = await vendorLogin(server)
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await idp.close()
  await server.close()
})

const create = async <T = WireErrorBody>(body: unknown, tenantId: string, token = vendor) => {
  const response = await call(server, path, {
    body,
    token,
    headers: { 'frontegg-tenant-id': tenantId },
  })
  return { status: response.status, body: (await response.json()) as T }
}

interface Connection {
  id: string
  type: string
  enabled: boolean
  ssoEndpoint: string
  oidcClientId: string
  oidcSecret: string
}

describe('POST oidc/configurations (vendor)', () => {
  const body = () => ({
    ssoEndpoint: idp.issuer,
    oidcClientId: idp.clientId,
    oidcSecret: idp.clientSecret,
  })

  it('is the vendor’s alone, 404 for an unknown tenant, 400 with a sentence for bad input', async () => {
    const member = (await login(server)).token
    expect((await create(body(), server.tenantId, member)).status).toBe(403)
    const unknown = await create(body(), nobody)
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors[0]).toContain('no account')
    const missing = await create({ ssoEndpoint: idp.issuer }, server.tenantId)
    expect(missing.status).toBe(400)
    expect(missing.body.errors.join(' ')).toContain('oidcClientId')
    // No discovery document at the issuer: refused with the reason, nothing created.
    const silent = await create(
      { ...body(), ssoEndpoint: `${idp.issuer}/nowhere` },
      server.tenantId,
    )
    expect(silent.status).toBe(400)
    expect(silent.body.errors[0]).toMatch(/discovery|issuer/i)
    const count = await server.db
      .selectFrom('sso_configurations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it('creates the tenant’s OIDC connection, audited in it, seen by its admin only', async () => {
    const { tenantId } = await addTenant(server, 'Vendor OIDC', 'admin@vendor-oidc.example')
    const created = await create<Connection>(body(), tenantId)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      type: 'oidc',
      enabled: true,
      ssoEndpoint: idp.issuer,
      oidcClientId: idp.clientId,
    })
    expect(created.body.oidcSecret).not.toBe(idp.clientSecret)
    const adminToken = (await login(server, 'admin@vendor-oidc.example')).token
    const listed = await call(server, '/team/resources/sso/v1/configurations', {
      token: adminToken,
    })
    expect(((await listed.json()) as Connection[]).map((entry) => entry.id)).toEqual([
      created.body.id,
    ])
    const other = await call(server, '/team/resources/sso/v1/configurations', {
      token: (await login(server)).token,
    })
    expect(await other.json()).toEqual([])
    const audits = await server.db
      .selectFrom('audit_logs')
      .select(['tenant_id'])
      .where('action', '=', 'sso.configuration.created')
      .execute()
    expect(audits).toEqual([{ tenant_id: tenantId }])
  })
})

describe('the management API’s SSO settings rows in the OpenAPI document', () => {
  it('declares all eight, force-validate included', async () => {
    const sso = '/team/resources/sso/v1'
    const rows = [
      `GET ${sso}/saml/configurations/sp-metadata`,
      `POST ${sso}/configurations/excluded-emails`,
      `GET ${sso}/configurations/excluded-emails`,
      `DELETE ${sso}/configurations/excluded-emails/{email}`,
      `PUT ${sso}/configurations/domains/{domain}/force-validate`,
      `GET ${sso}/configurations/multiple-sso-per-domain`,
      `PUT ${sso}/configurations/multiple-sso-per-domain`,
      `POST ${sso}/oidc/configurations`,
    ]
    const response = await server.app.request('/api/openapi.json')
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> }
    const declared = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    )
    expect(rows.filter((row) => !declared.includes(row))).toEqual([])
  })
})
