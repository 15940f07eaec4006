import { z } from 'zod'
import { scimBadRequest } from './errors'

/** Schema URNs of RFC 7643 this server serves. */
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group'
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'

/** Attributes the server computes: whatever a client sends for them is ignored. */
const computed = ['id', 'meta', 'schemas', 'groups', 'password']

/** A stored SCIM user: its row and its account. */
export interface ScimUserRow {
  user_id: string
  user_name: string
  external_id: string | null
  display_name: string | null
  active: boolean
  resource: string
  created_at: Date
  updated_at: Date
  email: string | null
  name: string
}

/** What a SCIM user body sets, read and checked. */
export interface ScimUserFields {
  userName: string
  externalId: string | null
  displayName: string | null
  active: boolean
  email: string
  name: string
  /** Every other attribute, kept as sent. */
  rest: Record<string, unknown>
}

const parseJson = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** RFC 7643 user resource of a stored SCIM user. */
export const toScimUser = (row: ScimUserRow, location: string) => {
  const rest = parseJson(row.resource)
  return {
    ...rest,
    schemas: ENTERPRISE_SCHEMA in rest ? [USER_SCHEMA, ENTERPRISE_SCHEMA] : [USER_SCHEMA],
    id: row.user_id,
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    userName: row.user_name,
    ...(row.display_name === null ? {} : { displayName: row.display_name }),
    active: row.active,
    emails: Array.isArray(rest.emails)
      ? rest.emails
      : row.email
        ? [{ value: row.email, type: 'work', primary: true }]
        : [],
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${location}/Users/${row.user_id}`,
    },
  }
}

/** A SCIM boolean, also as Entra ID sends some: the strings "True" and "False". */
export const scimBoolean = (value: unknown, field: string): boolean => {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true'
  }
  throw scimBadRequest(`${field} must be true or false`)
}

const optionalText = (value: unknown, field: string, max = 320): string | null => {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || value.length > max) {
    throw scimBadRequest(`${field} must be a string of at most ${max} characters`)
  }
  return value
}

const emailSchema = z.email()

/** The address of a user body: the primary email, else the first, else userName if it is one. */
const pickEmail = (body: Record<string, unknown>, userName: string): string => {
  const emails = Array.isArray(body.emails) ? (body.emails as unknown[]) : []
  const values = emails.filter(
    (entry): entry is { value: unknown; primary?: unknown } =>
      typeof entry === 'object' && entry !== null && 'value' in entry,
  )
  const primary = values.find((entry) => entry.primary === true || entry.primary === 'True')
  const candidate = (primary ?? values[0])?.value ?? userName
  if (typeof candidate !== 'string' || !emailSchema.safeParse(candidate.trim()).success) {
    throw scimBadRequest('The user needs an email address (emails or a userName that is one)')
  }
  return candidate.trim()
}

const personName = (body: Record<string, unknown>, fallback: string): string => {
  const name = (typeof body.name === 'object' && body.name !== null ? body.name : {}) as Record<
    string,
    unknown
  >
  const parts = [name.givenName, name.familyName].filter((p) => typeof p === 'string' && p)
  const formatted = typeof name.formatted === 'string' ? name.formatted : ''
  const display = typeof body.displayName === 'string' ? body.displayName : ''
  return (formatted || parts.join(' ') || display || fallback).slice(0, 100)
}

/** Reads a full user resource (POST, PUT, or a PATCH's result); 400 with a scimType if bad. */
export const readScimUser = (body: Record<string, unknown>): ScimUserFields => {
  const userName = optionalText(body.userName, 'userName')?.trim()
  if (!userName) throw scimBadRequest('userName is required')
  const email = pickEmail(body, userName)
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (
      !computed.includes(key) &&
      !['userName', 'externalId', 'displayName', 'active'].includes(key)
    )
      rest[key] = value
  }
  return {
    userName,
    externalId: optionalText(body.externalId, 'externalId'),
    displayName: optionalText(body.displayName, 'displayName'),
    active: body.active === undefined ? true : scimBoolean(body.active, 'active'),
    email,
    name: personName(body, email.split('@')[0] ?? email),
    rest,
  }
}
