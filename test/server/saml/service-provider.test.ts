import { DOMParser } from '@xmldom/xmldom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificateBody } from '../../../server/src/saml/certificate'
import {
  InvalidIdpMetadata,
  certificatesOf,
  fetchIdpMetadata,
  readIdpMetadata,
} from '../../../server/src/saml/idp-metadata'
import { serviceProviderMetadata } from '../../../server/src/saml/service-provider'
import { createTestServer, type TestServer } from '../helpers'
import { samlHarness } from './harness'
import { startTestIdp, type TestIdp } from './idp'

let server: TestServer
let idp: TestIdp
beforeAll(async () => {
  server = await createTestServer()
  idp = await startTestIdp({ nameId: 'ada@corp.example' })
})
afterAll(async () => {
  await idp.close()
  await server.close()
})

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'

describe('SAML service provider', () => {
  it('publish metadata per configuration with its entity id, the ACS and a signing certificate', async () => {
    const saml = samlHarness(server, idp)
    const xml = await serviceProviderMetadata(server.deps, saml.target.configurationId)
    const document = new DOMParser().parseFromString(xml, 'text/xml')
    expect(document.documentElement?.getAttribute('entityID')).toBe(saml.sp.entityId)
    const acs = document.getElementsByTagNameNS(MD, 'AssertionConsumerService')[0]
    expect(acs?.getAttribute('Location')).toBe(saml.sp.acsUrl)
    expect(acs?.getAttribute('Binding')).toBe('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST')
    // The same key every time: an IdP pins it.
    expect(await serviceProviderMetadata(server.deps, saml.target.configurationId)).toContain(
      /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1] ?? 'missing',
    )
  })

  it('send an unsigned AuthnRequest, or one the IdP verifies with our published certificate', async () => {
    const plain = samlHarness(server, idp)
    await fetch((await plain.startRequest()).url)
    expect(idp.requests.at(-1)).toMatchObject({ signed: false, acsUrl: plain.sp.acsUrl })

    const signing = samlHarness(server, idp, true)
    const metadata = await serviceProviderMetadata(server.deps, signing.target.configurationId)
    idp.trustServiceProvider(
      certificatesOf(/<ds:X509Certificate>([^<]+)</.exec(metadata)?.[1] ?? '')[0] ?? '',
    )
    const { id, url } = await signing.startRequest()
    const answer = await fetch(url)
    expect(answer.status).toBe(200)
    expect(idp.requests.at(-1)).toMatchObject({
      id,
      signed: true,
      issuer: signing.sp.entityId,
      acsUrl: signing.sp.acsUrl,
      relayState: 'relay',
    })
    // Another configuration's key does not verify as this one's.
    const other = samlHarness(server, idp, true)
    await fetch((await other.startRequest()).url)
    expect(idp.requests.at(-1)?.signed).toBe(false)
  })

  it('read an IdP from its metadata, and refuse metadata it cannot use', () => {
    const fields = readIdpMetadata(idp.metadataXml())
    expect(fields).toMatchObject({
      idpEntityId: idp.entityId,
      ssoEndpoint: idp.ssoUrl,
      signRequest: false,
    })
    expect(certificatesOf(fields.publicCertificate).map(certificateBody)).toEqual([
      certificateBody(idp.key.certificate),
    ])
    const broken = [
      '<html/>',
      `<!DOCTYPE x [<!ENTITY a "b">]>${idp.metadataXml()}`,
      idp.metadataXml().replace(/<ds:X509Certificate>[^<]+/, '<ds:X509Certificate>AAAA'),
      idp.metadataXml().replace('HTTP-Redirect', 'HTTP-POST'),
    ]
    for (const xml of broken) expect(() => readIdpMetadata(xml)).toThrow(InvalidIdpMetadata)
  })
})

describe('IdP metadata from a URL', () => {
  it('read it through the fetch guard, which refuses the loopback IdP unless private networks are allowed', async () => {
    const url = `${idp.url}/metadata`
    await expect(fetchIdpMetadata(url, { allowPrivateNetwork: true })).resolves.toMatchObject({
      idpEntityId: idp.entityId,
      ssoEndpoint: idp.ssoUrl,
      metadataUrl: url,
    })
    await expect(fetchIdpMetadata(url, { allowPrivateNetwork: false })).rejects.toThrow(
      InvalidIdpMetadata,
    )
    await expect(
      fetchIdpMetadata(`${idp.url}/missing`, { allowPrivateNetwork: true }),
    ).rejects.toThrow('The metadata URL answered 404')
  })
})
