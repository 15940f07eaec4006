import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyAndCertificate } from '../../../server/src/saml/certificate'
import { createTestServer, type TestServer } from '../helpers'
import { samlHarness } from './harness'
import { startTestIdp, type TestIdp } from './idp'
import { encodeResponse, signedResponseXml } from './idp-response'

let server: TestServer
let idp: TestIdp
let saml: ReturnType<typeof samlHarness>
beforeAll(async () => {
  server = await createTestServer()
  idp = await startTestIdp({ nameId: 'ada@corp.example' })
  saml = samlHarness(server, idp)
})
afterAll(async () => {
  await idp.close()
  await server.close()
})

describe('SAML response verification', () => {
  it('accept a response whose assertion the IdP signed, with the claims of that assertion', async () => {
    const { id } = await saml.startRequest()
    expect(await saml.verify(saml.respond(id))).toEqual({
      nameId: 'ada@corp.example',
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      email: 'ada@corp.example',
      name: 'Ada Lovelace',
      groups: ['eng'],
      attributes: {
        email: ['ada@corp.example'],
        displayname: ['Ada Lovelace'],
        groups: ['eng'],
      },
    })
  })

  it('accept a response signed twice (response and assertion)', async () => {
    const { id } = await saml.startRequest()
    expect(await saml.verify(saml.respond(id, { signResponse: true }))).toMatchObject({
      email: 'ada@corp.example',
    })
  })

  it('refuse an assertion that is not signed, even inside a signed response', async () => {
    for (const facts of [{ signAssertion: false }, { signAssertion: false, signResponse: true }]) {
      const { id } = await saml.startRequest()
      expect(await saml.verify(saml.respond(id, facts))).toBe('signature')
    }
  })

  it('refuse an assertion signed by another key than the configured certificate', async () => {
    const { id } = await saml.startRequest()
    const stranger = await createKeyAndCertificate('Stranger', new Date(), 1)
    const forged = signedResponseXml(stranger, {
      issuer: idp.entityId,
      audience: saml.sp.entityId,
      recipient: saml.sp.acsUrl,
      inResponseTo: id,
      nameId: 'admin@example.com',
    })
    expect(await saml.verify(encodeResponse(forged))).toBe('signature')
  })

  it('refuse a signed assertion whose NameID was changed afterwards', async () => {
    const { id } = await saml.startRequest()
    const xml = Buffer.from(saml.respond(id), 'base64').toString()
    const changed = xml.replace(
      '>ada@corp.example</saml:NameID>',
      '>admin@example.com</saml:NameID>',
    )
    expect(changed).not.toBe(xml)
    expect(await saml.verify(encodeResponse(changed))).toBe('signature')
  })

  it('refuse an assertion from another issuer, even signed with the configured key', async () => {
    const { id } = await saml.startRequest()
    const xml = signedResponseXml(idp.key, {
      issuer: 'https://other-idp.example',
      audience: saml.sp.entityId,
      recipient: saml.sp.acsUrl,
      inResponseTo: id,
      nameId: 'ada@corp.example',
    })
    expect(await saml.verify(encodeResponse(xml))).toBe('issuer')
  })

  it('refuse a body that is not a base64 SAML response', async () => {
    expect(await saml.verify('not base64!')).toBe('malformed')
    expect(await saml.verify(encodeResponse('<html/>'))).toBe('malformed')
    expect(await saml.verify(encodeResponse('<unclosed'))).toBe('malformed')
  })
})
