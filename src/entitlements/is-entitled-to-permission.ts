import { ClaimsSource } from './attribute-source'
import { compileBundle } from './compile-bundle'
import { decideFeature } from './compile-feature'
import { prop } from './read'
import type { Attributes, EntitlementResult, EntitlementsBundle } from './types'

/**
 * Is the user entitled to a permission? The key must match a granted pattern (anchored, `.`
 * literal, `*` any run of characters), else `MISSING_PERMISSION`. Then, when features list the key
 * in their `linkedPermissions`, at least one of them must entitle (see `isEntitledToFeature`),
 * else `BUNDLE_EXPIRED` if one of them expired, else `MISSING_FEATURE`. Never throws.
 *
 * @param permissionKey the permission key, e.g. `fe.secure.read.users`
 * @param bundle the user's entitlements; compiled once per object, so pass a new one when it changes
 * @param attributes custom attributes and decoded JWT claims that targeting rules read
 * @param now the time to judge expiry by, epoch milliseconds (default: the current time)
 */
export function isEntitledToPermission(
  permissionKey: string,
  bundle: EntitlementsBundle | null | undefined,
  attributes?: Attributes | null,
  now: number = Date.now(),
): EntitlementResult {
  try {
    const compiled = typeof permissionKey === 'string' ? compileBundle(bundle) : undefined
    if (!compiled?.hasPermission(permissionKey)) {
      return { isEntitled: false, justification: 'MISSING_PERMISSION' }
    }
    const linked = compiled.linkedFeatures(permissionKey)
    if (linked.length === 0) return { isEntitled: true }
    const source = new ClaimsSource(prop(attributes, 'custom'), prop(attributes, 'jwt'))
    let expired = false
    for (const feature of linked) {
      const result = decideFeature(feature, source, now)
      if (result.isEntitled) return result
      if (result.justification === 'BUNDLE_EXPIRED') expired = true
    }
    return { isEntitled: false, justification: expired ? 'BUNDLE_EXPIRED' : 'MISSING_FEATURE' }
  } catch {
    return { isEntitled: false, justification: 'MISSING_PERMISSION' }
  }
}
