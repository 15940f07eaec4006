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

beforeAll(async () => {
  server = await createTestServer()
  idp = await startTestIdp({
    nameId: 'linus@corp.example',
    attributes: { email: 'linus@corp.example', displayName: 'Linus' },
  })
  peer = await serveForRestApi(server, 'saml')
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

  it('preLogin answers the IdP address; postLogin signs in with the signed response', async () => {
    const address = await client.auth.preLogin({ email: 'linus@corp.example' })
    const page = await (await fetch(String(address))).text()
    const SAMLResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const RelayState = /name="RelayState" value="([^"]*)"/.exec(page)?.[1] ?? ''
    const signedIn = await client.auth.postLogin({ SAMLResponse, RelayState })
    expect(signedIn).toMatchObject({ email: 'linus@corp.example', mfaRequired: false })
    await expect(client.auth.postLogin({ SAMLResponse, RelayState })).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})
