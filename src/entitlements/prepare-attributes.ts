import { flattenClaims } from './flatten-claims'
import { keysOf, prop } from './read'
import type { Attributes, PreparedAttributes } from './types'

/** Which part of the attributes a condition's key reads. */
export type AttributeKind =
  | 'custom'
  | 'jwt'
  | 'frontegg.email'
  | 'frontegg.emailVerified'
  | 'frontegg.tenantId'
  | 'frontegg.userId'

/** Classifies an attribute key once, when its condition is compiled. */
export function attributeKind(key: string): AttributeKind {
  switch (key) {
    case 'frontegg.email':
    case 'frontegg.emailVerified':
    case 'frontegg.tenantId':
    case 'frontegg.userId':
      return key
    default:
      return key.startsWith('jwt.') ? 'jwt' : 'custom'
  }
}

/** The value of a `frontegg.*` attribute, read from the JWT claims. */
export function fronteggAttribute(jwt: unknown, kind: AttributeKind): unknown {
  switch (kind) {
    case 'frontegg.email':
      return prop(jwt, 'email')
    case 'frontegg.emailVerified':
      return prop(jwt, 'email_verified')
    case 'frontegg.tenantId':
      return prop(jwt, 'tenantId')
    default: {
      const id = prop(jwt, 'id')
      return id === undefined || id === null ? (prop(jwt, 'sub') ?? id) : id
    }
  }
}

const fronteggKinds = [
  'frontegg.email',
  'frontegg.emailVerified',
  'frontegg.tenantId',
  'frontegg.userId',
] as const

/**
 * The flat attribute map conditions are evaluated against: the custom attributes, then
 * `frontegg.email`, `frontegg.emailVerified` (claim `email_verified`), `frontegg.tenantId` and
 * `frontegg.userId` (claim `id`, else `sub`), then every JWT claim flattened under `jwt.`. Later
 * entries win on a clash, so a custom `frontegg.email` never overrides the token's.
 */
export function prepareAttributes(attributes?: Attributes | null): PreparedAttributes {
  const custom = prop(attributes, 'custom')
  const jwt = prop(attributes, 'jwt')
  const prepared: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const key of keysOf(custom)) prepared[key] = (custom as Record<string, unknown>)[key]
  for (const kind of fronteggKinds) prepared[kind] = fronteggAttribute(jwt, kind)
  flattenClaims(jwt, prepared)
  return prepared
}
