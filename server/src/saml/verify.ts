import { certificatePem } from './certificate'
import { claimsOf } from './claims'
import { SAML_NS, SamlRefused } from './envelope'
import { requestLifetimeMs, requestStore, spendRequestAndAssertion } from './replay'
import { nodeSaml } from './service-provider'
import { domParser } from './xml-parser'
import type { Db } from '../db/database'
import type { SamlClaims } from './claims'
import type { SamlEnvelope, SamlRefusal } from './envelope'

/** The identity provider of one SSO configuration, as verification needs it. */
export interface SamlIdentityProvider {
  configurationId: string
  /** The IdP's entity id (its assertions' Issuer), checked when known. */
  entityId: string | null
  /** The IdP's signing certificates (PEM or metadata's base64); any of them may sign. */
  certificates: string[]
}

/** Who we are to that IdP: the Audience and the Recipient its assertions must name. */
export interface SamlServiceProviderIdentity {
  entityId: string
  acsUrl: string
}

/** Clocks of IdPs drift; a minute either way is what Shibboleth and Okta allow too. */
const clockSkewMs = 60_000

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer'

const refusalOf = (message: string): SamlRefusal => {
  if (/audience/i.test(message)) return 'audience'
  if (/expired|not yet valid|too old|no valid subject confirmation/i.test(message)) return 'expired'
  if (/InResponseTo/i.test(message)) return 'unknownRequest'
  if (/provider returned/i.test(message)) return 'status'
  if (/signature|signed data/i.test(message)) return 'signature'
  return 'structure'
}

const checkSubjectConfirmation = (
  assertion: Element,
  sp: SamlServiceProviderIdentity,
  requestId: string,
): Date | null => {
  const confirmations = assertion.getElementsByTagNameNS(SAML_NS, 'SubjectConfirmation')
  for (let index = 0; index < confirmations.length; index += 1) {
    const confirmation = confirmations[index]
    if (confirmation?.getAttribute('Method') !== BEARER) continue
    const data = confirmation.getElementsByTagNameNS(SAML_NS, 'SubjectConfirmationData')[0]
    if (!data) continue
    if (data.getAttribute('Recipient') !== sp.acsUrl) {
      throw new SamlRefused('recipient', 'the assertion is for another Recipient')
    }
    if (data.getAttribute('InResponseTo') !== requestId) {
      throw new SamlRefused('unknownRequest', 'the assertion answers another request')
    }
    const until = data.getAttribute('NotOnOrAfter')
    return until ? new Date(until) : null
  }
  throw new SamlRefused('recipient', 'no bearer subject confirmation')
}

/** When the assertion stops being acceptable: the earlier of its two NotOnOrAfter. */
const expiryOf = (assertion: Element, subjectUntil: Date | null): Date => {
  const conditions = assertion.getElementsByTagNameNS(SAML_NS, 'Conditions')[0]
  const until = conditions?.getAttribute('NotOnOrAfter')
  const times = [subjectUntil, until ? new Date(until) : null].filter(
    (time): time is Date => time !== null && !Number.isNaN(time.getTime()),
  )
  if (times.length === 0) throw new SamlRefused('expired', 'the assertion never expires')
  return new Date(Math.min(...times.map((time) => time.getTime())) + clockSkewMs)
}

/**
 * Verifies a response that passed `readEnvelope` against the configuration it answers:
 * node-saml checks the assertion's own signature with the configured certificates (the response
 * signature alone is not enough), the times and the audience, and that InResponseTo names a
 * pending request; then the Recipient, Destination and Issuer are checked here, and the request
 * and the assertion id are spent together. Claims come from the signed assertion's bytes only.
 * Throws `SamlRefused`.
 */
export const verifySamlResponse = async (
  db: Db,
  input: {
    envelope: SamlEnvelope
    idp: SamlIdentityProvider
    sp: SamlServiceProviderIdentity
    now: () => Date
  },
): Promise<SamlClaims> => {
  const { envelope, idp, sp, now } = input
  const requestId = envelope.inResponseTo
  // IdP-initiated responses answer no request: nothing would bind them to this browser.
  if (!requestId) throw new SamlRefused('unknownRequest', 'no InResponseTo')
  if (envelope.destination !== null && envelope.destination !== sp.acsUrl) {
    throw new SamlRefused('recipient', 'the response is for another Destination')
  }
  if (idp.certificates.length === 0) throw new SamlRefused('signature', 'no IdP certificate')
  const { SAML, ValidateInResponseTo } = await nodeSaml()
  const saml = new SAML({
    idpCert: idp.certificates.map(certificatePem),
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeMs,
    cacheProvider: requestStore(db, idp.configurationId, now),
    acceptedClockSkewMs: clockSkewMs,
  })
  let assertionXml: string
  try {
    const { profile } = await saml.validatePostResponseAsync({
      SAMLResponse: Buffer.from(envelope.xml, 'utf8').toString('base64'),
    })
    if (!profile?.getAssertionXml) throw new SamlRefused('status', 'no assertion')
    assertionXml = profile.getAssertionXml()
  } catch (error) {
    if (error instanceof SamlRefused) throw error
    const message = error instanceof Error ? error.message : String(error)
    throw new SamlRefused(refusalOf(message), message)
  }
  const assertion = new (domParser())().parseFromString(assertionXml, 'text/xml').documentElement
  if (!assertion || assertion.localName !== 'Assertion' || assertion.namespaceURI !== SAML_NS) {
    throw new SamlRefused('structure', 'the signed content is not an assertion')
  }
  const issuer = assertion.getElementsByTagNameNS(SAML_NS, 'Issuer')[0]?.textContent?.trim()
  if (idp.entityId !== null && issuer !== idp.entityId) {
    throw new SamlRefused('issuer', 'the assertion comes from another IdP')
  }
  const expiresAt = expiryOf(assertion, checkSubjectConfirmation(assertion, sp, requestId))
  const claims = claimsOf(assertion)
  const assertionId = assertion.getAttribute('ID')
  if (!assertionId || claims.nameId === '') throw new SamlRefused('structure', 'no ID or NameID')
  await spendRequestAndAssertion(db, {
    configurationId: idp.configurationId,
    requestId,
    assertionId,
    expiresAt,
    now: now(),
  })
  return claims
}
