import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { base64Of, samlHarness, xmlOf } from './harness'
import { startTestIdp, type TestIdp } from './idp'
import { unsignedBeside, wrappings } from './wrapping'

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

const evil = 'admin@example.com'

describe('SAML attacks (security baseline: all refused, claims only from the signed assertion)', () => {
  for (const [name, wrap] of Object.entries(wrappings)) {
    it(`refuse signature wrapping ${name.toUpperCase()}`, async () => {
      const { id } = await saml.startRequest()
      const signResponse = name === 'xsw1' || name === 'xsw2'
      const wrapped = wrap(xmlOf(saml.respond(id, { signResponse })), evil)
      // The attack is real: the attacker's NameID and the IdP's signed one are both there.
      expect(wrapped).toContain(evil)
      expect(wrapped).toContain('ada@corp.example')
      expect(await saml.verify(base64Of(wrapped))).toMatch(/^(structure|signature)$/)
      // The request is not burned by a forgery: the IdP's real answer still signs in.
      expect(await saml.verify(saml.respond(id))).toMatchObject({ nameId: 'ada@corp.example' })
    })
  }

  it('refuse an unsigned assertion beside the signed one', async () => {
    const { id } = await saml.startRequest()
    const wrapped = unsignedBeside(xmlOf(saml.respond(id)), evil)
    expect(await saml.verify(base64Of(wrapped))).toBe('structure')
  })

  it('refuse a comment inside the NameID (the truncation trick keeps the signature valid)', async () => {
    const { id } = await saml.startRequest()
    const xml = xmlOf(saml.respond(id, { nameId: 'admin@example.com.evil.test' }))
    const commented = xml.replace(
      'admin@example.com.evil.test',
      'admin@example.com<!---->.evil.test',
    )
    expect(commented).not.toBe(xml)
    expect(await saml.verify(base64Of(commented))).toBe('comment')
  })

  it('refuse a DTD, an external entity and entity expansion', async () => {
    const { id } = await saml.startRequest()
    const xml = xmlOf(saml.respond(id))
    const external =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      xml.replace('>ada@corp.example</saml:NameID>', '>&x;</saml:NameID>')
    const laughs =
      '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>' + xml
    expect(await saml.verify(base64Of(external))).toBe('dtd')
    expect(await saml.verify(base64Of(laughs))).toBe('dtd')
  })

  it('refuse a replayed response, also when two copies race', async () => {
    const { id } = await saml.startRequest()
    const answer = saml.respond(id)
    const results = await Promise.all([saml.verify(answer), saml.verify(answer)])
    expect(results.filter((result) => typeof result === 'object')).toHaveLength(1)
    expect(results.filter((result) => typeof result === 'string')[0]).toMatch(
      /^(replayed|unknownRequest)$/,
    )
    expect(await saml.verify(answer)).toBe('unknownRequest')
  })

  it('refuse an assertion id already accepted, even answering another request', async () => {
    const first = await saml.startRequest()
    const second = await saml.startRequest()
    const assertionId = '_same-assertion-id'
    expect(await saml.verify(saml.respond(first.id, { assertionId }))).toMatchObject({
      nameId: 'ada@corp.example',
    })
    expect(await saml.verify(saml.respond(second.id, { assertionId }))).toBe('replayed')
  })

  it('refuse a response to no request, an unknown one or another configuration’s', async () => {
    const other = samlHarness(server, idp)
    const { id: othersRequest } = await other.startRequest()
    expect(await saml.verify(saml.respond(''))).toBe('unknownRequest')
    expect(await saml.verify(saml.respond('_unknown'))).toBe('unknownRequest')
    expect(await saml.verify(saml.respond(othersRequest))).toBe('unknownRequest')
  })

  it('refuse a wrong audience, recipient or destination', async () => {
    for (const [facts, reason] of [
      [{ audience: 'https://another-sp.example' }, 'audience'],
      [{ recipient: 'https://another-sp.example/acs' }, 'recipient'],
      [{ destination: 'https://another-sp.example/acs' }, 'recipient'],
    ] as const) {
      const { id } = await saml.startRequest()
      expect(await saml.verify(saml.respond(id, facts))).toBe(reason)
    }
  })

  it('refuse expired and not-yet-valid conditions', async () => {
    for (const facts of [
      { notOnOrAfterSeconds: -120, notBeforeSeconds: -600 },
      { notBeforeSeconds: 600, notOnOrAfterSeconds: 900 },
    ]) {
      const { id } = await saml.startRequest()
      expect(await saml.verify(saml.respond(id, facts))).toBe('expired')
    }
  })

  it('refuse the answer to a request older than ten minutes', async () => {
    const { id } = await saml.startRequest()
    server.clock.advance(11 * 60_000)
    expect(await saml.verify(saml.respond(id))).toBe('unknownRequest')
  })
})
