import { SAML_NS } from './envelope'

/** What a verified assertion says about the person: the only claims a SAML sign-in uses. */
export interface SamlClaims {
  /** The NameID: the subject of the federated identity. */
  nameId: string
  nameIdFormat: string | null
  email: string | null
  name: string | null
  /** Group names, for the configuration's group→role mappings. */
  groups: string[]
  attributes: Record<string, string[]>
}

const EMAIL = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
]
const NAME = ['name', 'displayname', 'http://schemas.microsoft.com/identity/claims/displayname']
const GIVEN = [
  'firstname',
  'givenname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
]
const FAMILY = [
  'lastname',
  'surname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
]
const GROUPS = [
  'groups',
  'group',
  'memberof',
  'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
  'http://schemas.xmlsoap.org/claims/group',
]

const text = (element: Element | null | undefined): string => (element?.textContent ?? '').trim()

const childOf = (parent: Element | undefined, localName: string): Element | undefined => {
  for (let node = parent?.firstChild; node; node = node.nextSibling) {
    const element = node as Element
    if (
      node.nodeType === 1 &&
      element.localName === localName &&
      element.namespaceURI === SAML_NS
    ) {
      return element
    }
  }
  return undefined
}

const first = (attributes: Record<string, string[]>, names: string[]): string | null => {
  for (const name of names) {
    const value = attributes[name]?.find((item) => item !== '')
    if (value) return value
  }
  return null
}

/** Reads the claims from the signed assertion's own element (never from the rest of the response). */
export const claimsOf = (assertion: Element): SamlClaims => {
  // The Subject's own NameID: not one of a SubjectConfirmation or of nested advice.
  const nameIdElement = childOf(childOf(assertion, 'Subject'), 'NameID')
  const attributes: Record<string, string[]> = {}
  const elements = assertion.getElementsByTagNameNS(SAML_NS, 'Attribute')
  for (let index = 0; index < elements.length; index += 1) {
    const element = elements[index]
    const name = element?.getAttribute('Name')?.toLowerCase()
    if (!element || !name) continue
    const values = element.getElementsByTagNameNS(SAML_NS, 'AttributeValue')
    const list = (attributes[name] ??= [])
    for (let valueIndex = 0; valueIndex < values.length; valueIndex += 1) {
      list.push(text(values[valueIndex]))
    }
  }
  const nameId = text(nameIdElement)
  const given = first(attributes, GIVEN)
  const family = first(attributes, FAMILY)
  const joined = [given, family].filter(Boolean).join(' ')
  return {
    nameId,
    nameIdFormat: nameIdElement?.getAttribute('Format') || null,
    email: first(attributes, EMAIL) ?? (nameId.includes('@') ? nameId : null),
    name: first(attributes, NAME) ?? (joined || null),
    groups: GROUPS.flatMap((name) => attributes[name] ?? []).filter((group) => group !== ''),
    attributes,
  }
}
