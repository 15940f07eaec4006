import { createVerify } from 'node:crypto'
import { createServer } from 'node:http'
import { inflateRawSync } from 'node:zlib'
import { DOMParser } from '@xmldom/xmldom'
import { certificateBody, createKeyAndCertificate } from '../../../server/src/saml/certificate'
import { encryptAssertionXml } from './encrypt-assertion'
import { encodeResponse, signedResponseXml } from './idp-response'
import type { KeyAndCertificate } from '../../../server/src/saml/certificate'
import type { AssertionFacts } from './idp-response'
import type { AddressInfo } from 'node:net'

/** An AuthnRequest the test IdP received, as it read it. */
export interface ReceivedRequest {
  id: string
  issuer: string
  acsUrl: string
  relayState: string
  /** Whether it carried a signature that the trusted SP certificate verified. */
  signed: boolean
}

/** The person the IdP signs in, and anything a test wants to change in the assertion. */
export type IdpUser = Pick<AssertionFacts, 'nameId' | 'attributes'> &
  Partial<Omit<AssertionFacts, 'issuer' | 'audience' | 'recipient' | 'inResponseTo'>>

/** A SAML identity provider on loopback signing real responses with its own key. */
export interface TestIdp {
  url: string
  entityId: string
  ssoUrl: string
  key: KeyAndCertificate
  /** Who the next sign-in is. */
  user: IdpUser
  requests: ReceivedRequest[]
  /** The SP certificate signed AuthnRequests must verify with (else any signature is refused). */
  trustServiceProvider(certificate: string): void
  /** Encrypts the signed assertion of each sign-in to this SP certificate (null: in the clear). */
  encryptTo(certificate: string | null): void
  metadataXml(): string
  /** A signed response for an SP, as the IdP would post it (base64). */
  respond(facts: Omit<AssertionFacts, 'issuer'>): string
  close(): Promise<void>
}

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol'
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion'

const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

const checkRedirectSignature = (rawQuery: string, certificate: string | null): boolean => {
  const params = new URLSearchParams(rawQuery)
  const signature = params.get('Signature')
  if (!signature || !certificate) return false
  // The signed octets are the query's own encoding of these parameters, in this order.
  const raw = new Map(rawQuery.split('&').map((pair) => [pair.split('=')[0], pair] as const))
  const signed = ['SAMLRequest', 'RelayState', 'SigAlg']
    .map((name) => raw.get(name))
    .filter((pair): pair is string => pair !== undefined)
    .join('&')
  return createVerify('RSA-SHA256').update(signed).verify(certificate, signature, 'base64')
}

const readRequest = (rawQuery: string, spCertificate: string | null): ReceivedRequest => {
  const params = new URLSearchParams(rawQuery)
  const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString()
  const request = new DOMParser().parseFromString(xml, 'text/xml').documentElement
  if (!request || request.localName !== 'AuthnRequest' || request.namespaceURI !== SAMLP) {
    throw new Error('not an AuthnRequest')
  }
  return {
    id: request.getAttribute('ID') ?? '',
    acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
    issuer: request.getElementsByTagNameNS(SAML, 'Issuer')[0]?.textContent ?? '',
    relayState: params.get('RelayState') ?? '',
    signed: checkRedirectSignature(rawQuery, spCertificate),
  }
}

const postForm = (acsUrl: string, samlResponse: string, relayState: string): string =>
  `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body>` +
  `<form method="post" action="${escapeHtml(acsUrl)}">` +
  `<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">` +
  `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">` +
  `<button type="submit">Continue to the application</button></form>` +
  `<script>document.forms[0].submit()</script></body></html>`

/**
 * Starts the IdP: `GET /metadata` (its metadata), `GET /sso` (HTTP-Redirect binding: reads the
 * AuthnRequest and answers a page that posts the signed response to the request's ACS, like
 * an IdP after its own sign-in), on 127.0.0.1 and a free port.
 */
export const startTestIdp = async (user: IdpUser): Promise<TestIdp> => {
  const key = await createKeyAndCertificate('Foyer test IdP', new Date(), 1)
  let spCertificate: string | null = null
  let encryptionCertificate: string | null = null
  const answerFor = async (facts: Omit<AssertionFacts, 'issuer'>) => {
    if (!encryptionCertificate) return idp.respond(facts)
    const xml = signedResponseXml(key, { ...facts, issuer: idp.entityId, signResponse: false })
    return encodeResponse(await encryptAssertionXml(xml, encryptionCertificate))
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', idp.url)
    if (url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' })
      response.end(idp.metadataXml())
      return
    }
    if (url.pathname !== '/sso') {
      response.writeHead(404).end()
      return
    }
    let received: ReceivedRequest
    try {
      received = readRequest(url.search.slice(1), spCertificate)
    } catch {
      response.writeHead(400).end('bad AuthnRequest')
      return
    }
    idp.requests.push(received)
    const { nameId, attributes, ...rest } = idp.user
    answerFor({
      ...rest,
      nameId,
      attributes,
      audience: received.issuer,
      recipient: received.acsUrl,
      inResponseTo: received.id,
    }).then(
      (answer) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(postForm(received.acsUrl, answer, received.relayState))
      },
      () => response.writeHead(500).end('the IdP could not answer'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const idp: TestIdp = {
    url,
    entityId: `${url}/metadata`,
    ssoUrl: `${url}/sso`,
    key,
    user,
    requests: [],
    trustServiceProvider(certificate) {
      spCertificate = certificate
    },
    encryptTo(certificate) {
      encryptionCertificate = certificate
    },
    metadataXml: () =>
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${idp.entityId}">` +
      `<md:IDPSSODescriptor protocolSupportEnumeration="${SAMLP}">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">` +
      `<ds:X509Data><ds:X509Certificate>${certificateBody(key.certificate)}</ds:X509Certificate>` +
      `</ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" ` +
      `Location="${idp.ssoUrl}"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
    respond: (facts) => encodeResponse(signedResponseXml(key, { ...facts, issuer: idp.entityId })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  return idp
}
