import { createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { startTestIdp, type TestIdp } from '../saml/idp'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The legacy single-SAML-configuration calls (wire rows 85-97) through the real
 * @frontegg/rest-api 7.x client over HTTP, on the multi-configuration model: "the" SAML
 * configuration is the tenant's first one, and what the legacy calls change, the
 * multi-configuration calls read.
 */
let server: TestServer
let idp: TestIdp
let peer: Awaited<ReturnType<typeof serveForRestApi>>
let roleIds: Record<string, string>
const client = createApiClient('sso-legacy')

beforeAll(async () => {
  // The test IdP's address is plain http on loopback.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  server = await createTestServer()
  idp = await startTestIdp({ nameId: 'x@legacy.example' })
  peer = await serveForRestApi(server, 'sso-legacy')
  await client.auth.login({ email: admin.email, password: admin.password })
  const rows = await server.db.selectFrom('roles').select(['id', 'key']).execute()
  roleIds = Object.fromEntries(rows.map((row) => [row.key, row.id]))
})

afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await peer.close()
  await idp.close()
  await server.close()
})

describe('@frontegg/rest-api legacy SAML configuration against the Foyer server', () => {
  it('reads a tenant without SAML as disabled, and refuses what needs a configuration', async () => {
    expect(await client.auth.getSamlConfiguration()).toEqual({
      enabled: false,
      isSamlActive: false,
    })
    expect(await client.auth.getSamlRoles()).toEqual([])
    expect(await client.auth.getSamlRolesGroups()).toEqual([])
    await expect(client.auth.validateSamlDomain()).rejects.toMatchObject({
      statusCode: 400,
      message: 'IllegalState: samlConfiguration is not defined',
    })
    await expect(client.auth.getSamlVendorConfiguration()).rejects.toMatchObject({
      statusCode: 400,
    })
    expect(await client.auth.getSSOPublicConfiguration()).toEqual({ isActive: false })
    expect(await client.auth.getOidcConfiguration()).toEqual({
      active: false,
      redirectUri: `${server.config.appUrl}/account/oidc/callback`,
    })
  })

  it('updateSamlConfiguration creates, then updates, the one configuration and its domain', async () => {
    const created = await client.auth.updateSamlConfiguration({
      enabled: true,
      domain: 'Legacy.Example',
      ssoEndpoint: idp.ssoUrl,
      publicCertificate: idp.key.certificate,
      signRequest: false,
    })
    expect(created).toMatchObject({
      enabled: true,
      domain: 'legacy.example',
      validated: false,
      generatedVerification: expect.stringMatching(/^foyer-verification=/),
      ssoEndpoint: idp.ssoUrl,
      type: 'saml',
      isSamlActive: false,
      acsUrl: `${server.config.issuer}/api/identity/resources/auth/v1/user/saml/postlogin`,
    })
    const [configuration] = await client.auth.getSSOConfigurations()
    expect(configuration).toMatchObject({
      id: expect.any(String),
      domains: [expect.objectContaining({ domain: 'legacy.example' })],
    })
    expect(created.spEntityId).toContain(configuration?.id ?? '-')
    expect(await client.auth.getSamlVendorConfiguration()).toEqual({
      acsUrl: created.acsUrl,
      spEntityId: created.spEntityId,
    })
    const renamed = await client.auth.updateSamlConfiguration({
      enabled: true,
      domain: 'other.example',
      signRequest: true,
    })
    // Spec §5: another domain clears the IdP's endpoint and certificate, and signRequest.
    expect(renamed).toMatchObject({
      domain: 'other.example',
      ssoEndpoint: '',
      publicCertificate: '',
      signRequest: false,
    })
    expect(await client.auth.getSSOConfigurations()).toHaveLength(1)
    // The DNS of the test has no such record: a clear 400, the domain stays unvalidated.
    await expect(client.auth.validateSamlDomain()).rejects.toMatchObject({ statusCode: 400 })
    await expect(
      client.auth.updateSamlConfiguration({ enabled: true, type: 'oidc' }),
    ).rejects.toMatchObject({ statusCode: 400 })
  })

  it('updateSamlVendorMetadata sets the IdP fields from its metadata; bad XML is a 400', async () => {
    const metadata = await (await fetch(`${idp.url}/metadata`)).text()
    const saved = await client.auth.updateSamlVendorMetadata({ metadata })
    expect(saved).toMatchObject({ ssoEndpoint: idp.ssoUrl, domain: 'other.example' })
    expect(saved.publicCertificate).toContain(
      idp.key.certificate
        .replace(/-----[^-]+-----/g, '')
        .trim()
        .slice(0, 40),
    )
    expect(await client.auth.getSSOConfigurations()).toHaveLength(1)
    await expect(client.auth.updateSamlVendorMetadata({ metadata: '<nope' })).rejects.toMatchObject(
      { statusCode: 400 },
    )
  })

  it('default roles and group mappings of the configuration (v1 roles, v2 groups)', async () => {
    await client.auth.updateSamlRoles({ roleIds: [roleIds.ReadOnly ?? ''] })
    expect(await client.auth.getSamlRoles()).toEqual([roleIds.ReadOnly])
    await expect(client.auth.updateSamlRoles({ roleIds: ['nope'] })).rejects.toMatchObject({
      statusCode: 400,
    })
    await client.auth.createSamlGroup({ group: 'staff', roleIds: [roleIds.Admin ?? ''] })
    const [staff] = await client.auth.getSamlRolesGroups()
    expect(staff).toMatchObject({ group: 'staff', roleIds: [roleIds.Admin] })
    await client.auth.updateSamlGroup({ id: staff?.id ?? '', group: 'crew', roleIds: [] })
    expect(await client.auth.getSamlRolesGroups()).toEqual([
      { id: staff?.id, group: 'crew', roleIds: [] },
    ])
    const [configuration] = await client.auth.getSSOConfigurations()
    expect(configuration).toMatchObject({
      roleIds: [roleIds.ReadOnly],
      groups: [{ group: 'crew' }],
    })
    await client.auth.deleteSamlGroup({ id: staff?.id ?? '' })
    expect(await client.auth.getSamlRolesGroups()).toEqual([])
    await expect(client.auth.deleteSamlGroup({ id: staff?.id ?? '' })).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
