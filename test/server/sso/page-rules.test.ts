import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDnsFake, type DnsFake } from '../../support/dns-fake'
import { addTenant, call, login, type TestServer, createTestServer } from '../helpers'
import { startOidcIdp, type OidcIdp } from './oidc-idp'

/**
 * What the SSO page relies on beyond the wire rows: the spec's §5 SAML rules on the legacy
 * configuration, DNS validation against a real resolver (validated true on success, false on
 * failure), one connection per domain, and OIDC discovery through the fetch guard.
 */
let server: TestServer
let token: string
let dns: DnsFake
let idp: OidcIdp
const base = '/team/resources/sso/v1/configurations'
const legacy = '/team/resources/sso/v1/saml/configurations'

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  dns = await startDnsFake()
  process.env.FOYER_DNS_SERVERS = dns.address
  ;[server, idp] = await Promise.all([
    createTestServer(),
    startOidcIdp({ redirectUris: ['http://localhost:5173/account/oidc/callback'] }),
  ])
  token = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  delete process.env.FOYER_DNS_SERVERS
  await Promise.all([server.close(), dns.close(), idp.close()])
})

const send = async (
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) => {
  const response = await call(server, path, { token, ...init })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('SSO page rules on the server', () => {
  it('a new domain clears the endpoint and certificate and stops signing requests', async () => {
    const first = await send(legacy, {
      body: {
        enabled: true,
        domain: 'rules.example',
        ssoEndpoint: 'http://idp.rules.example/sso',
        signRequest: true,
      },
    })
    expect(first.body).toMatchObject({ domain: 'rules.example', signRequest: true })
    const moved = await send(legacy, {
      body: {
        enabled: true,
        domain: 'moved.example',
        ssoEndpoint: 'http://idp.rules.example/sso',
        signRequest: true,
      },
    })
    expect(moved.body).toMatchObject({
      domain: 'moved.example',
      ssoEndpoint: '',
      publicCertificate: '',
      signRequest: false,
    })
    // The same domain again keeps what is sent.
    const kept = await send(legacy, {
      body: { domain: 'moved.example', ssoEndpoint: 'http://idp.rules.example/sso' },
    })
    expect(kept.body).toMatchObject({ ssoEndpoint: 'http://idp.rules.example/sso' })
  })

  it('never takes validated, generatedVerification, createdAt or updatedAt from the client', async () => {
    const before = await send(legacy)
    const after = await send(legacy, {
      body: {
        domain: 'moved.example',
        validated: true,
        generatedVerification: 'foyer-verification=mine',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
      },
    })
    expect(after.status).toBe(200)
    expect(after.body).toMatchObject({
      validated: false,
      generatedVerification: before.body.generatedVerification,
      createdAt: before.body.createdAt,
    })
    expect(after.body.updatedAt).not.toBe('2000-01-01T00:00:00.000Z')
  })

  it('validates a domain by its TXT record: true when published, false when not', async () => {
    // Not live yet: validating a domain of an enabled one asks for a step-up (sign-in-route tests).
    const created = await send(base, { body: { type: 'okta', enabled: false } })
    const id = String(created.body.id)
    const domain = await send(`${base}/${id}/domains`, { body: { domain: 'dns.example' } })
    const validate = `/team/resources/sso/v2/configurations/${id}/domains/${String(domain.body.id)}/validate`
    const domains = async () =>
      (
        (await send(base)).body as unknown as { id: string; domains: { validated: boolean }[] }[]
      ).find((entry) => entry.id === id)?.domains
    const failed = await send(validate, { method: 'PUT' })
    expect(failed.status).toBe(400)
    expect(await domains()).toMatchObject([{ validated: false }])
    dns.setTxt('dns.example', ['v=spf1 -all', String(domain.body.txtRecord)])
    const proven = await send(validate, { method: 'PUT' })
    expect(proven.body).toEqual({})
    expect(await domains()).toMatchObject([{ validated: true }])
    // The record gone: validating again sets it back to false.
    dns.setTxt('dns.example', [])
    expect((await send(validate, { method: 'PUT' })).status).toBe(400)
    expect(await domains()).toMatchObject([{ validated: false }])
  })

  it('lets one connection claim a domain', async () => {
    const a = String((await send(base, { body: {} })).body.id)
    const b = String((await send(base, { body: {} })).body.id)
    expect((await send(`${base}/${a}/domains`, { body: { domain: 'one.example' } })).status).toBe(
      200,
    )
    const clash = await send(`${base}/${b}/domains`, { body: { domain: 'One.Example' } })
    expect(clash.status).toBe(409)
    expect(clash.body).toMatchObject({
      errors: ['This domain is already claimed by another SSO connection'],
    })
    // Another tenant may claim it while it is not validated here (its DNS decides).
    await addTenant(server, 'Rival', 'admin@rival.example')
    const rival = (await login(server, 'admin@rival.example')).token
    const theirs = String((await send(base, { body: {}, token: rival })).body.id)
    const claimed = await send(`${base}/${theirs}/domains`, {
      body: { domain: 'one.example' },
      token: rival,
    })
    expect(claimed.status).toBe(200)
    // …and never reaches this tenant's configurations.
    expect(
      (await send(`${base}/${a}/domains`, { body: { domain: 'x.example' }, token: rival })).status,
    ).toBe(404)
  })

  it("reads an OIDC issuer's discovery document, and refuses one that is not", async () => {
    const found = await send(`${base}/oidc/discovery`, { body: { issuer: idp.issuer } })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({
      issuer: idp.issuer,
      authorizationEndpoint: expect.stringContaining(idp.issuer),
      tokenEndpoint: expect.stringContaining(idp.issuer),
    })
    const missing = await send(`${base}/oidc/discovery`, {
      body: { issuer: `${idp.issuer}/nothing-here` },
    })
    expect(missing.status).toBe(400)
    expect(String((missing.body.errors as string[])[0])).toMatch(/^issuer: /)
    const bad = await send(`${base}/oidc/discovery`, { body: { issuer: 'not a url' } })
    expect(bad.status).toBe(400)
  })
})
