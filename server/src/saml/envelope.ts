import { domParser } from './xml-parser'

/** Why a SAML response was refused; the ACS answers the same to the client whatever it is. */
export type SamlRefusal =
  | 'malformed'
  | 'dtd'
  | 'comment'
  | 'structure'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'recipient'
  | 'expired'
  | 'unknownRequest'
  | 'unbound'
  | 'replayed'
  | 'status'

/** A refusal carried as an exception through the verification steps. */
export class SamlRefused extends Error {
  constructor(
    readonly reason: SamlRefusal,
    detail: string,
    /** The request the refused response claims to answer, when it could be read (for the audit). */
    readonly inResponseTo: string | null = null,
  ) {
    super(`SAML response refused (${reason}): ${detail}`)
  }
}

export const SAMLP_NS = 'urn:oasis:names:tc:SAML:2.0:protocol'
export const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion'

/** Larger than any real IdP's response (Azure's with many groups is ~20 kB), small enough to parse. */
const maxBytes = 256 * 1024

/** A response that passed the structural guards, not yet its signature. */
export interface SamlEnvelope {
  xml: string
  /** The Response's InResponseTo: which of our AuthnRequests it answers. */
  inResponseTo: string | null
  destination: string | null
}

/**
 * Decodes the HTTP-POST binding's field and refuses what no honest IdP sends before any
 * signature is looked at: a DTD (entity expansion, external entities), comments (the NameID
 * truncation trick: canonicalisation drops them, so a signed `a@corp.com.evil.com` could read
 * `a@corp.com`), more than one Assertion anywhere (signature wrapping puts the signed copy
 * somewhere the verifier finds and the reader does not), an encrypted assertion (`decryptAssertion`
 * replaced the one allowed before this),
 * duplicate IDs (a Reference must name one element).
 */
export const readEnvelope = (samlResponse: string): SamlEnvelope => {
  const compact = samlResponse.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length > (maxBytes * 4) / 3) {
    throw new SamlRefused('malformed', 'not base64 or too large')
  }
  const xml = Buffer.from(compact, 'base64').toString('utf8')
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SamlRefused('dtd', 'a DTD is not allowed')
  if (xml.includes('<!--')) throw new SamlRefused('comment', 'comments are not allowed')
  const errors: string[] = []
  const document = new (domParser())({
    locator: {},
    errorHandler: { error: (message) => errors.push(message), fatalError: (m) => errors.push(m) },
  }).parseFromString(xml, 'text/xml')
  const root = document.documentElement
  if (
    errors.length > 0 ||
    !root ||
    root.localName !== 'Response' ||
    root.namespaceURI !== SAMLP_NS
  ) {
    throw new SamlRefused('malformed', 'not a SAML Response')
  }
  const inResponseTo = root.getAttribute('InResponseTo') || null
  const refuse = (reason: SamlRefusal, detail: string) =>
    new SamlRefused(reason, detail, inResponseTo)
  const assertions = document.getElementsByTagNameNS(SAML_NS, 'Assertion')
  if (document.getElementsByTagNameNS(SAML_NS, 'EncryptedAssertion').length > 0) {
    throw refuse('structure', 'encrypted assertions are not accepted')
  }
  if (assertions.length !== 1 || assertions[0]?.parentNode !== root) {
    throw refuse('structure', 'exactly one Assertion, a child of the Response, expected')
  }
  const ids = new Set<string>()
  const all = document.getElementsByTagName('*')
  for (let index = 0; index < all.length; index += 1) {
    for (const name of ['ID', 'Id', 'id']) {
      const id = all[index]?.getAttribute(name)
      if (!id) continue
      if (ids.has(id)) throw refuse('structure', 'duplicate ID')
      ids.add(id)
    }
  }
  return {
    xml,
    inResponseTo,
    destination: root.getAttribute('Destination') || null,
  }
}
