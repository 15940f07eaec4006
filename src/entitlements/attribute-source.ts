import { flattenClaims } from './flatten-claims'
import { fronteggAttribute, type AttributeKind } from './prepare-attributes'
import { ownProp } from './read'
import type { PreparedAttributes } from './types'

/** Where a compiled condition reads its attribute from. */
export interface AttributeSource {
  get(key: string, kind: AttributeKind): unknown
}

/** Reads an already prepared attribute map (own properties only). */
export class PreparedSource implements AttributeSource {
  constructor(private readonly prepared: PreparedAttributes) {}

  get(key: string): unknown {
    return ownProp(this.prepared, key)
  }
}

/** Flattened claims per claims object: a decoded token is an immutable snapshot. */
const flatClaimsCache = new WeakMap<object, Record<string, unknown>>()

function flatClaims(jwt: unknown): Record<string, unknown> {
  const cacheable = typeof jwt === 'object' && jwt !== null
  const cached = cacheable ? flatClaimsCache.get(jwt) : undefined
  if (cached) return cached
  const flat = Object.create(null) as Record<string, unknown>
  flattenClaims(jwt, flat)
  if (cacheable) flatClaimsCache.set(jwt, flat)
  return flat
}

/**
 * Reads `{ custom, jwt }` without building the merged map: each key goes straight to the part that
 * would win the merge in `prepareAttributes` (flattened claims, then `frontegg.*`, then custom).
 */
export class ClaimsSource implements AttributeSource {
  private flat: Record<string, unknown> | undefined

  constructor(
    private readonly custom: unknown,
    private readonly jwt: unknown,
  ) {}

  get(key: string, kind: AttributeKind): unknown {
    if (kind === 'custom') return ownProp(this.custom, key)
    if (kind !== 'jwt') return fronteggAttribute(this.jwt, kind)
    this.flat ??= flatClaims(this.jwt)
    const value = this.flat[key]
    return value === undefined && !(key in this.flat) ? ownProp(this.custom, key) : value
  }
}
