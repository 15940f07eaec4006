import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyAndCertificate } from '../../../server/src/saml/certificate'
import { SAML_ROUTES, serviceProviderKey } from '../../../server/src/saml/service-provider'
import { prefix, refreshCookie, type TestServer } from '../helpers'
import { encryptAssertionXml } from './encrypt-assertion'
import { base64Of, bindingCookie, xmlOf, startSamlSite, type SamlSite } from './harness'

/** Encrypted assertions: the IdP encrypts its signed assertion to the SP's certificate. */
let server: TestServer
let configurationId: string
let site: SamlSite
beforeAll(async () => {
  site = await startSamlSite()
  ;({ server, configurationId } = site)
})
afterAll(() => site.close())

const path = (rest: string) => `${prefix}${SAML_ROUTES}${rest}`

/** A browser's sign-in up to the IdP's signed (not yet encrypted) response. */
const startInBrowser = async () => {
  const start = await server.app.request(path(`/authorize/${configurationId}`))
  const page = await (await fetch(start.headers.get('location') ?? '')).text()
  const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return { cookie: bindingCookie(start), xml: xmlOf(samlResponse) }
}

/** The response with its signed assertion encrypted to `certificate` (`times` copies), base64. */
const encryptAssertion = async (xml: string, certificate: string, times = 1) =>
  base64Of(await encryptAssertionXml(xml, certificate, times))

const postForm = (samlResponse: string, cookie: string) =>
  server.app.request(path('/postlogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ SAMLResponse: samlResponse }),
  })

describe('encrypted SAML assertions', () => {
  it('offer the SP certificate for encryption in the SP metadata', async () => {
    const metadata = await (await server.app.request(path(`/metadata/${configurationId}`))).text()
    expect(metadata).toContain('use="encryption"')
  })

  it('sign in with an assertion encrypted to the SP certificate', async () => {
    const { certificate } = await serviceProviderKey(server.deps, configurationId)
    const { cookie, xml } = await startInBrowser()
    const sealed = await encryptAssertion(xml, certificate)
    expect(xmlOf(sealed)).not.toContain('grace@corp.example')
    const answer = await postForm(sealed, cookie)
    expect(answer.status).toBe(303)
    expect(refreshCookie(answer)).toBeTruthy()
  })

  it('refuse one encrypted to another key, and two encrypted assertions', async () => {
    const stranger = await createKeyAndCertificate('Not the SP', new Date(), 1)
    const first = await startInBrowser()
    expect(
      (await postForm(await encryptAssertion(first.xml, stranger.certificate), first.cookie))
        .status,
    ).toBe(401)
    const { certificate } = await serviceProviderKey(server.deps, configurationId)
    const second = await startInBrowser()
    expect(
      (await postForm(await encryptAssertion(second.xml, certificate, 2), second.cookie)).status,
    ).toBe(401)
    // Neither burned the request: the plain response still signs in.
    expect((await postForm(base64Of(second.xml), second.cookie)).status).toBe(303)
  })
})
