import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, call, createTestServer, login, vendorEnv } from '../helpers'
import { startTestIdp } from '../saml/idp'
import type { TestServer, WireErrorBody } from '../helpers'
import type { TestIdp } from '../saml/idp'

/**
 * Editing a connection's IdP settings in place (the SSO page's "Edit IdP settings"), as after
 * spec §5's domain change cleared them: by hand (PATCH), from metadata XML or its URL (PUT), and
 * an OIDC connection's issuer, client and secret (blank keeps it). Never another tenant's.
 */
let server: TestServer
let idp: TestIdp
let token: string
const base = '/team/resources/sso/v1/configurations'

interface Connection {
  id: string
  type: string
  ssoEndpoint: string
  publicCertificate: string
  signRequest: boolean
  oidcClientId: string
  domains: { id: string; domain: string }[]
}

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  ;[server, idp] = await Promise.all([
    createTestServer(vendorEnv),
    startTestIdp({ nameId: 'x@edit.example' }),
  ])
  token = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await Promise.all([server.close(), idp.close()])
})

const send = async <T>(path: string, init: { method?: string; body?: unknown; token?: string }) => {
  const response = await call(server, path, { token, ...init })
  return { status: response.status, body: (await response.json()) as T }
}
const row = (id: string) =>
  server.db
    .selectFrom('sso_configurations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

/** A SAML connection whose only domain was removed: spec §5 cleared its IdP. */
const cleared = async () => {
  const made = await send<Connection>(base, {
    body: { type: 'okta', enabled: false, ssoEndpoint: 'https://old.edit.example/sso' },
  })
  const domain = await send<{ id: string }>(`${base}/${made.body.id}/domains`, {
    body: { domain: `d${made.body.id.slice(0, 8)}.edit.example` },
  })
  await send(`${base}/${made.body.id}/domains/${domain.body.id}`, { method: 'DELETE' })
  const after = await row(made.body.id)
  expect(after).toMatchObject({ sso_endpoint: '', public_certificate: '', sign_request: false })
  return made.body.id
}

describe("editing a connection's IdP settings in place", () => {
  it('sets a cleared SAML connection by hand, audited with the fields changed', async () => {
    const id = await cleared()
    const edited = await send<Connection>(`${base}/${id}`, {
      method: 'PATCH',
      body: {
        ssoEndpoint: idp.ssoUrl,
        publicCertificate: idp.key.certificate,
        signRequest: true,
        validated: true,
        generatedVerification: 'forged',
      },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id, type: 'okta', ssoEndpoint: idp.ssoUrl })
    expect(edited.body.signRequest).toBe(true)
    expect(edited.body.publicCertificate).not.toBe('')
    expect((await row(id)).generated_verification).not.toBe('forged')
    const audit = await server.db
      .selectFrom('audit_logs')
      .select('json')
      .where('action', '=', 'sso.configuration.updated')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(audit.json)).toContain('ssoEndpoint')
  })

  it('takes back the several certificates it stores (metadata with two signing keys)', async () => {
    const id = await cleared()
    const two = `${idp.key.certificate}\n${idp.key.certificate}`
    const edited = await send<Connection>(`${base}/${id}`, {
      method: 'PATCH',
      body: { ssoEndpoint: idp.ssoUrl, publicCertificate: two },
    })
    expect(edited.status).toBe(200)
    const again = await send<Connection>(`${base}/${id}`, {
      method: 'PATCH',
      body: { ssoEndpoint: 'https://moved.edit.example/sso', publicCertificate: two },
    })
    expect(again.body.ssoEndpoint).toBe('https://moved.edit.example/sso')
    const mixed = await send<WireErrorBody>(`${base}/${id}`, {
      method: 'PATCH',
      body: { publicCertificate: `${idp.key.certificate}\nnot a certificate` },
    })
    expect(mixed.status).toBe(400)
  })

  it('refuses a bad certificate inline and changes nothing', async () => {
    const id = await cleared()
    const refused = await send<WireErrorBody>(`${base}/${id}`, {
      method: 'PATCH',
      body: { ssoEndpoint: 'https://new.edit.example/sso', publicCertificate: 'not one' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.join(' ')).toContain('publicCertificate')
    expect((await row(id)).sso_endpoint).toBe('')
  })

  it('replaces a cleared connection from metadata XML and from its URL', async () => {
    const id = await cleared()
    const byXml = await send<Connection>(`${base}/${id}/metadata`, {
      method: 'PUT',
      body: { metadata: idp.metadataXml() },
    })
    expect(byXml.status).toBe(200)
    expect(byXml.body).toMatchObject({ id, type: 'okta', ssoEndpoint: idp.ssoUrl })
    const other = await cleared()
    const byUrl = await send<Connection>(`${base}/${other}/metadata-url`, {
      method: 'PUT',
      body: { url: `${idp.url}/metadata` },
    })
    expect(byUrl.status).toBe(200)
    expect(byUrl.body.ssoEndpoint).toBe(idp.ssoUrl)
  })

  it('changes an OIDC issuer and client; a blank secret keeps it, a new one replaces it', async () => {
    const made = await send<Connection>(base, {
      body: {
        type: 'oidc',
        ssoEndpoint: 'https://old-issuer.edit.example',
        oidcClientId: 'old',
        oidcSecret: 'first secret',
      },
    })
    const id = made.body.id
    const sealed = (await row(id)).oidc_secret
    const edited = await send<Connection>(`${base}/${id}`, {
      method: 'PATCH',
      body: { ssoEndpoint: 'https://issuer.edit.example', oidcClientId: 'new', oidcSecret: '' },
    })
    expect(edited.body).toMatchObject({
      ssoEndpoint: 'https://issuer.edit.example',
      oidcClientId: 'new',
      oidcSecret: '',
    })
    expect((await row(id)).oidc_secret).toBe(sealed)
    await send(`${base}/${id}`, { method: 'PATCH', body: { oidcSecret: 'second secret' } })
    expect((await row(id)).oidc_secret).not.toBe(sealed)
    // SAML metadata is not an OIDC connection's: refused, nothing changed.
    const refused = await send<WireErrorBody>(`${base}/${id}/metadata`, {
      method: 'PUT',
      body: { metadata: idp.metadataXml() },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.join(' ')).toContain('OIDC connection')
    expect((await row(id)).sso_endpoint).toBe('https://issuer.edit.example')
  })

  it("never edits another tenant's connection", async () => {
    const id = await cleared()
    await addTenant(server, 'Other', 'other-edit@example.com')
    const other = (await login(server, 'other-edit@example.com')).token
    for (const [path, body] of [
      [`${base}/${id}`, { ssoEndpoint: 'https://evil.example/sso' }],
      [`${base}/${id}/metadata`, { metadata: idp.metadataXml() }],
      [`${base}/${id}/metadata-url`, { url: `${idp.url}/metadata` }],
    ] as const) {
      const method = path.endsWith(id) ? 'PATCH' : 'PUT'
      const refused = await send<WireErrorBody>(path, { method, body, token: other })
      expect(refused.status, path).toBe(404)
      expect(refused.body.errors).toEqual(['SSO configuration not found'])
    }
    expect((await row(id)).sso_endpoint).toBe('')
  })
})
