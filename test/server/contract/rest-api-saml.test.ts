import { createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSsoDomain } from '../../../server/src/sso/store'
import { admin, createTestServer } from '../helpers'
import { startTestIdp, type TestIdp } from '../saml/idp'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * SAML through the real @frontegg/rest-api 7.x client over HTTP: configurations from IdP
 * metadata (rows 102-105) and the SAML post-login (row 7) with a response the loopback test IdP
 * signed for an AuthnRequest that pre-login started.
 */
let server: TestServer
let idp: TestIdp
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('saml')
const realFetch = globalThis.fetch
/** The one browser of this test: the client's calls and the visit to the IdP share its cookies. */
const jar = new Map<string, string>()

const browserFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie) headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return response
}

/** The browser goes to pre-login's address (Foyer's authorize route, then the IdP's page). */
const visit = async (address: string): Promise<string> => {
  // The address names the server's configured issuer; this test serves it on another port.
  const served = address.replace(server.config.issuer, peer.url)
  expect(served).not.toBe(address)
  const start = await browserFetch(served, { redirect: 'manual' })
  return (await realFetch(start.headers.get('location') ?? '')).text()
}

beforeAll(async () => {
  server = await createTestServer()
  idp = await startTestIdp({
    nameId: 'linus@corp.example',
    attributes: { email: 'linus@corp.example', displayName: 'Linus' },
  })
  peer = await serveForRestApi(server, 'saml', browserFetch)
  await client.auth.login({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await peer.close()
  await idp.close()
  await server.close()
})

describe('@frontegg/rest-api SAML against the Foyer server', () => {
  it('createSSOConfigurationByMetadata, updateSSOConfigurationByMetadata', async () => {
    const created = await client.auth.createSSOConfigurationByMetadata({
      metadata: idp.metadataXml(),
    })
    expect(created).toMatchObject({ ssoEndpoint: idp.ssoUrl, type: 'saml', enabled: true })
    const updated = await client.auth.updateSSOConfigurationByMetadata(created.id, {
      metadata: idp.metadataXml(),
    })
    expect(updated.id).toBe(created.id)
  })

  it('createSSOConfigurationByMetadataUrl, updateSSOConfigurationByMetadataUrl', async () => {
    process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    const url = `${idp.url}/metadata`
    const created = await client.auth.createSSOConfigurationByMetadataUrl({ url })
    expect(created).toMatchObject({ ssoEndpoint: idp.ssoUrl })
    const updated = await client.auth.updateSSOConfigurationByMetadataUrl(created.id, { url })
    expect(updated.id).toBe(created.id)
    await insertSsoDomain(server.db, {
      configurationId: created.id,
      domain: 'corp.example',
      txtRecord: 'x',
      validated: true,
    })
  })

  it('preLogin answers the address that starts the sign-in; postLogin signs in the browser that started it', async () => {
    const address = await client.auth.preLogin({ email: 'linus@corp.example' })
    const page = await visit(String(address))
    const SAMLResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const RelayState = /name="RelayState" value="([^"]*)"/.exec(page)?.[1] ?? ''
    const signedIn = await client.auth.postLogin({ SAMLResponse, RelayState })
    expect(signedIn).toMatchObject({ email: 'linus@corp.example', mfaRequired: false })
    await expect(client.auth.postLogin({ SAMLResponse, RelayState })).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})
