import { X509Certificate } from 'node:crypto'
import { FetchRefused, guardedFetch } from '../federation/fetch-guard'
import { certificateBody, certificatePem } from './certificate'
import { domParser } from './xml-parser'
import type { FetchGuardOptions } from '../federation/fetch-guard'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'

/** What an IdP's metadata sets in a SAML configuration (the fields of `SsoConfigurationFields`). */
export interface IdpMetadataFields {
  idpEntityId: string
  ssoEndpoint: string
  /** Every signing certificate, PEM, one after the other (two while the IdP rolls its key). */
  publicCertificate: string
  /** The IdP's WantAuthnRequestsSigned. */
  signRequest: boolean
  metadata: string
}

/** Metadata we cannot use; the message says why, for the 400 the admin sees. */
export class InvalidIdpMetadata extends Error {
  override readonly name = 'InvalidIdpMetadata'
}

const maxLength = 512 * 1024

const isHttpUrl = (value: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Reads an IdP's SAML metadata (an EntityDescriptor, or the first IdP of an EntitiesDescriptor):
 * entity id, the HTTP-Redirect single sign-on URL (the binding our AuthnRequests use) and the
 * signing certificates. A DTD is refused like in responses (entity expansion); each certificate
 * must parse as X.509.
 */
export const readIdpMetadata = (xml: string): IdpMetadataFields => {
  if (xml.length > maxLength) throw new InvalidIdpMetadata('The metadata is too large')
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new InvalidIdpMetadata('A DTD is not allowed')
  const errors: string[] = []
  const document = new (domParser())({
    locator: {},
    errorHandler: { error: (m) => errors.push(m), fatalError: (m) => errors.push(m) },
  }).parseFromString(xml, 'text/xml')
  const descriptor = document.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0]
  const entity = descriptor?.parentNode as Element | null | undefined
  if (errors.length > 0 || !descriptor || entity?.localName !== 'EntityDescriptor') {
    throw new InvalidIdpMetadata('Not SAML metadata of an identity provider')
  }
  const entityId = entity.getAttribute('entityID') ?? ''
  const services = descriptor.getElementsByTagNameNS(MD, 'SingleSignOnService')
  let ssoEndpoint = ''
  for (let index = 0; index < services.length && !ssoEndpoint; index += 1) {
    if (services[index]?.getAttribute('Binding') === REDIRECT) {
      ssoEndpoint = services[index]?.getAttribute('Location') ?? ''
    }
  }
  if (!isHttpUrl(ssoEndpoint)) {
    throw new InvalidIdpMetadata('The IdP offers no HTTP-Redirect single sign-on URL')
  }
  const certificates: string[] = []
  const keys = descriptor.getElementsByTagNameNS(MD, 'KeyDescriptor')
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]
    if (!key || (key.getAttribute('use') ?? 'signing') !== 'signing') continue
    const data = key.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent ?? ''
    if (certificateBody(data) !== '') certificates.push(parseCertificate(data))
  }
  if (certificates.length === 0)
    throw new InvalidIdpMetadata('The IdP publishes no signing certificate')
  return {
    idpEntityId: entityId,
    ssoEndpoint,
    publicCertificate: certificates.join(''),
    signRequest: descriptor.getAttribute('WantAuthnRequestsSigned') === 'true',
    metadata: xml,
  }
}

/** A certificate as PEM after checking it is X.509 (Node parses it). */
export const parseCertificate = (certificate: string): string => {
  const pem = certificatePem(certificate)
  try {
    return new X509Certificate(pem).toString()
  } catch {
    throw new InvalidIdpMetadata('A certificate is not a valid X.509 certificate')
  }
}

/** The PEM certificates of a configuration's `publicCertificate` (one or several, PEM or base64). */
export const certificatesOf = (publicCertificate: string): string[] => {
  const blocks = publicCertificate.match(
    /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g,
  )
  if (blocks) return blocks.map(certificatePem)
  return certificateBody(publicCertificate) === '' ? [] : [certificatePem(publicCertificate)]
}

/**
 * Fetches and reads an IdP's metadata from its URL through the fetch guard (no loopback,
 * link-local or private address unless FOYER_ALLOW_PRIVATE_NETWORK; https; 10 s; 1 MiB; no
 * redirects). The fields carry `metadataUrl` so the configuration remembers where it came from.
 */
export const fetchIdpMetadata = async (
  url: string,
  options: FetchGuardOptions = {},
): Promise<IdpMetadataFields & { metadataUrl: string }> => {
  let answer: Response
  try {
    answer = await guardedFetch(
      url,
      { headers: { accept: 'application/samlmetadata+xml' } },
      options,
    )
  } catch (error) {
    if (error instanceof FetchRefused) throw new InvalidIdpMetadata(error.message)
    throw new InvalidIdpMetadata('The metadata URL could not be read')
  }
  if (answer.status !== 200) {
    throw new InvalidIdpMetadata(`The metadata URL answered ${answer.status}`)
  }
  return { ...readIdpMetadata(await answer.text()), metadataUrl: url }
}
