import { randomBytes } from 'node:crypto'
import { SignedXml } from 'xml-crypto'
import type { KeyAndCertificate } from '../../../server/src/saml/certificate'

/** What a test IdP says about the person in one response, and where it says it goes. */
export interface AssertionFacts {
  issuer: string
  /** The SP's entity id (Audience). */
  audience: string
  /** The ACS URL (Recipient, and the response's Destination). */
  recipient: string
  destination?: string
  inResponseTo?: string
  nameId: string
  attributes?: Record<string, string | string[]>
  /** Seconds from now; negative for an assertion already expired. */
  notOnOrAfterSeconds?: number
  notBeforeSeconds?: number
  assertionId?: string
  responseId?: string
  signAssertion?: boolean
  signResponse?: boolean
}

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol'
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion'

const escape = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** A SAML id: a letter first, as xs:ID requires. */
export const samlId = (): string => `_${randomBytes(20).toString('hex')}`

const attributeXml = (attributes: Record<string, string | string[]>): string =>
  Object.entries(attributes)
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((item) => `<saml:AttributeValue>${escape(item)}</saml:AttributeValue>`)
        .join('')
      return `<saml:Attribute Name="${escape(name)}">${values}</saml:Attribute>`
    })
    .join('')

/** The unsigned XML of a successful response holding one assertion. */
export const responseXml = (facts: AssertionFacts): string => {
  const now = Date.now()
  const at = (seconds: number): string => new Date(now + seconds * 1000).toISOString()
  const issued = at(0)
  const inResponseTo = facts.inResponseTo ? ` InResponseTo="${escape(facts.inResponseTo)}"` : ''
  const until = at(facts.notOnOrAfterSeconds ?? 300)
  const attributes = facts.attributes
    ? `<saml:AttributeStatement>${attributeXml(facts.attributes)}</saml:AttributeStatement>`
    : ''
  return (
    `<samlp:Response xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${facts.responseId ?? samlId()}" ` +
    `Version="2.0" IssueInstant="${issued}" Destination="${escape(facts.destination ?? facts.recipient)}"${inResponseTo}>` +
    `<saml:Issuer>${escape(facts.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${facts.assertionId ?? samlId()}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${escape(facts.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">` +
    `${escape(facts.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${until}" ` +
    `Recipient="${escape(facts.recipient)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(facts.notBeforeSeconds ?? -30)}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(facts.audience)}</saml:Audience>` +
    `</saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${samlId()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport` +
    `</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `${attributes}</saml:Assertion></samlp:Response>`
  )
}

/**
 * Signs the element the XPath names with an enveloped RSA-SHA256 signature placed after its
 * Issuer, as IdPs do (xml-crypto, exclusive canonicalisation without comments).
 */
export const signElement = (xml: string, key: KeyAndCertificate, element: string): string => {
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  })
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: {
      reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`,
      action: 'after',
    },
  })
  return signer.getSignedXml()
}

/** A response as the IdP sends it: the assertion signed (by default), the response optionally. */
export const signedResponseXml = (key: KeyAndCertificate, facts: AssertionFacts): string => {
  let xml = responseXml(facts)
  if (facts.signAssertion ?? true) xml = signElement(xml, key, 'Assertion')
  if (facts.signResponse) xml = signElement(xml, key, 'Response')
  return xml
}

/** The HTTP-POST binding's form field: base64 of the XML. */
export const encodeResponse = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64')
